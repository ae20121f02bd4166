CREATE TABLE `catalog_version` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_version_single_row" CHECK("catalog_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO catalog_version (id, version) VALUES (1, 0);
--> statement-breakpoint
CREATE TRIGGER `products_catalog_ai` AFTER INSERT ON `products` BEGIN UPDATE catalog_version SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER `products_catalog_au` AFTER UPDATE ON `products` BEGIN UPDATE catalog_version SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER `products_catalog_ad` AFTER DELETE ON `products` BEGIN UPDATE catalog_version SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER `users_catalog_au` AFTER UPDATE OF is_active, deleted_at, restaurant_name, user_type ON `users` BEGIN UPDATE catalog_version SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER `users_catalog_ad` AFTER DELETE ON `users` BEGIN UPDATE catalog_version SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER `categories_catalog_ai` AFTER INSERT ON `categories` BEGIN UPDATE catalog_version SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER `categories_catalog_au` AFTER UPDATE ON `categories` BEGIN UPDATE catalog_version SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER `categories_catalog_ad` AFTER DELETE ON `categories` BEGIN UPDATE catalog_version SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER `cities_catalog_au` AFTER UPDATE ON `cities` BEGIN UPDATE catalog_version SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER `cities_catalog_ad` AFTER DELETE ON `cities` BEGIN UPDATE catalog_version SET version = version + 1; END;
