CREATE TABLE `catalog_items` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`key` text NOT NULL,
	`unit_base` text,
	`category_id` text NOT NULL,
	`city_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `catalog_items_key_idx` ON `catalog_items` (`key`,`category_id`);--> statement-breakpoint
CREATE INDEX `catalog_items_name_idx` ON `catalog_items` (`name`,`id`);--> statement-breakpoint
ALTER TABLE `products` ADD `item_id` text REFERENCES catalog_items(id);--> statement-breakpoint
CREATE INDEX `products_item_idx` ON `products` (`item_id`);