CREATE TABLE `supplier_terms` (
	`supplier_id` text NOT NULL,
	`city_id` text NOT NULL,
	`minimum_order_paise` integer DEFAULT 0 NOT NULL,
	`delivery_days` integer DEFAULT 127 NOT NULL,
	`cutoff_minute` integer,
	`updated_by` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`supplier_id`, `city_id`),
	FOREIGN KEY (`supplier_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "supplier_terms_minimum_nonneg" CHECK("supplier_terms"."minimum_order_paise" >= 0),
	CONSTRAINT "supplier_terms_days" CHECK("supplier_terms"."delivery_days" between 1 and 127),
	CONSTRAINT "supplier_terms_cutoff" CHECK("supplier_terms"."cutoff_minute" is null or "supplier_terms"."cutoff_minute" between 0 and 1439)
);
