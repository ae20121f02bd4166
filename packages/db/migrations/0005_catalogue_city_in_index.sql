DROP INDEX `products_live_cat_idx`;--> statement-breakpoint
DROP INDEX `products_live_name_idx`;--> statement-breakpoint
CREATE INDEX `products_live_cat_idx` ON `products` (`approval_status`,`is_active`,`category_id`,`name`,`id`,`city_id`);--> statement-breakpoint
CREATE INDEX `products_live_name_idx` ON `products` (`approval_status`,`is_active`,`name`,`id`,`city_id`);