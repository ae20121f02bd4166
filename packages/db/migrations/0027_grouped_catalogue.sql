CREATE INDEX `catalog_items_category_idx` ON `catalog_items` (`category_id`,`name`,`id`);--> statement-breakpoint
CREATE INDEX `products_ungrouped_name_idx` ON `products` (`approval_status`,`is_active`,`name`,`id`,`city_id`) WHERE item_id is null;--> statement-breakpoint
CREATE INDEX `products_ungrouped_cat_idx` ON `products` (`approval_status`,`is_active`,`category_id`,`name`,`id`,`city_id`) WHERE item_id is null;--> statement-breakpoint
CREATE TRIGGER `catalog_items_catalog_ai` AFTER INSERT ON `catalog_items` BEGIN UPDATE catalog_version SET version = version + 1; END;--> statement-breakpoint
CREATE TRIGGER `catalog_items_catalog_au` AFTER UPDATE ON `catalog_items` BEGIN UPDATE catalog_version SET version = version + 1; END;--> statement-breakpoint
CREATE TRIGGER `catalog_items_catalog_ad` AFTER DELETE ON `catalog_items` BEGIN UPDATE catalog_version SET version = version + 1; END;
