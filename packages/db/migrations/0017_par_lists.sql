CREATE TABLE `par_list_items` (
	`id` text PRIMARY KEY NOT NULL,
	`list_id` text NOT NULL,
	`product_id` text NOT NULL,
	`par_quantity` integer NOT NULL,
	`position` integer NOT NULL,
	FOREIGN KEY (`list_id`) REFERENCES `par_lists`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "par_list_items_par_range" CHECK("par_list_items"."par_quantity" between 1 and 10000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `par_list_items_list_product_uq` ON `par_list_items` (`list_id`,`product_id`);--> statement-breakpoint
CREATE INDEX `par_list_items_product_idx` ON `par_list_items` (`product_id`);--> statement-breakpoint
CREATE TABLE `par_lists` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`name_key` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `par_lists_user_name_uq` ON `par_lists` (`user_id`,`name_key`);