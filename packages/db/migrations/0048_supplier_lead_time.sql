CREATE TABLE `cart_add_keys` (
	`user_id` text NOT NULL,
	`key` text NOT NULL,
	`request` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `key`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `cart_add_keys_created_idx` ON `cart_add_keys` (`created_at`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_supplier_terms` (
	`supplier_id` text NOT NULL,
	`city_id` text NOT NULL,
	`minimum_order_paise` integer DEFAULT 0 NOT NULL,
	`delivery_days` integer DEFAULT 127 NOT NULL,
	`cutoff_minute` integer,
	`below_minimum_charge_paise` integer,
	`lead_days` integer DEFAULT 0 NOT NULL,
	`updated_by` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`supplier_id`, `city_id`),
	FOREIGN KEY (`supplier_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "supplier_terms_minimum_nonneg" CHECK("__new_supplier_terms"."minimum_order_paise" >= 0),
	CONSTRAINT "supplier_terms_charge_nonneg" CHECK("__new_supplier_terms"."below_minimum_charge_paise" is null or "__new_supplier_terms"."below_minimum_charge_paise" >= 0),
	CONSTRAINT "supplier_terms_days" CHECK("__new_supplier_terms"."delivery_days" between 1 and 127),
	CONSTRAINT "supplier_terms_lead_days" CHECK("__new_supplier_terms"."lead_days" between 0 and 7),
	CONSTRAINT "supplier_terms_cutoff" CHECK("__new_supplier_terms"."cutoff_minute" is null or "__new_supplier_terms"."cutoff_minute" between 0 and 1439)
);
--> statement-breakpoint
INSERT INTO `__new_supplier_terms`("supplier_id", "city_id", "minimum_order_paise", "delivery_days", "cutoff_minute", "below_minimum_charge_paise", "lead_days", "updated_by", "created_at", "updated_at") SELECT "supplier_id", "city_id", "minimum_order_paise", "delivery_days", "cutoff_minute", "below_minimum_charge_paise", 0, "updated_by", "created_at", "updated_at" FROM `supplier_terms`;--> statement-breakpoint
DROP TABLE `supplier_terms`;--> statement-breakpoint
ALTER TABLE `__new_supplier_terms` RENAME TO `supplier_terms`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
-- What an offer's arrival day is read from (decision 0109) is kept per catalogue version, so a change
-- of a supplier's terms or of a city's slots moves the version like a change of products (0007).
CREATE TRIGGER `supplier_terms_catalog_ai` AFTER INSERT ON `supplier_terms` BEGIN UPDATE catalog_version SET version = version + 1; END;--> statement-breakpoint
CREATE TRIGGER `supplier_terms_catalog_au` AFTER UPDATE ON `supplier_terms` BEGIN UPDATE catalog_version SET version = version + 1; END;--> statement-breakpoint
CREATE TRIGGER `supplier_terms_catalog_ad` AFTER DELETE ON `supplier_terms` BEGIN UPDATE catalog_version SET version = version + 1; END;--> statement-breakpoint
CREATE TRIGGER `delivery_slots_catalog_ai` AFTER INSERT ON `delivery_slots` BEGIN UPDATE catalog_version SET version = version + 1; END;--> statement-breakpoint
CREATE TRIGGER `delivery_slots_catalog_au` AFTER UPDATE ON `delivery_slots` BEGIN UPDATE catalog_version SET version = version + 1; END;--> statement-breakpoint
CREATE TRIGGER `delivery_slots_catalog_ad` AFTER DELETE ON `delivery_slots` BEGIN UPDATE catalog_version SET version = version + 1; END;
