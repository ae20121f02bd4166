-- Hand-edited: products is altered in place, not rebuilt, so its search and catalogue-version
-- triggers (0001, 0007) stay. Quantities of listings sold by weight or volume are grams or ml.
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_par_list_items` (
	`id` text PRIMARY KEY NOT NULL,
	`list_id` text NOT NULL,
	`product_id` text NOT NULL,
	`par_quantity` integer NOT NULL,
	`position` integer NOT NULL,
	FOREIGN KEY (`list_id`) REFERENCES `par_lists`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "par_list_items_par_range" CHECK("__new_par_list_items"."par_quantity" between 1 and 10000000)
);
--> statement-breakpoint
INSERT INTO `__new_par_list_items`("id", "list_id", "product_id", "par_quantity", "position") SELECT "id", "list_id", "product_id", "par_quantity", "position" FROM `par_list_items`;--> statement-breakpoint
DROP TABLE `par_list_items`;--> statement-breakpoint
ALTER TABLE `__new_par_list_items` RENAME TO `par_list_items`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `par_list_items_list_product_uq` ON `par_list_items` (`list_id`,`product_id`);--> statement-breakpoint
CREATE INDEX `par_list_items_product_idx` ON `par_list_items` (`product_id`);--> statement-breakpoint
ALTER TABLE `products` ADD `sold_by` text DEFAULT 'pack' NOT NULL CONSTRAINT "products_sold_by_known" CHECK("sold_by" in ('pack', 'kg', 'litre'));--> statement-breakpoint
ALTER TABLE `products` ADD `step` integer DEFAULT 1 NOT NULL CONSTRAINT "products_step_positive" CHECK("step" > 0);--> statement-breakpoint
ALTER TABLE `products` ADD `min_quantity` integer DEFAULT 1 NOT NULL CONSTRAINT "products_min_positive" CHECK("min_quantity" > 0);--> statement-breakpoint
ALTER TABLE `order_items` ADD `sold_by` text DEFAULT 'pack' NOT NULL;