CREATE TABLE `reliability_refresh` (
	`id` integer PRIMARY KEY NOT NULL,
	`due_at` integer NOT NULL,
	CONSTRAINT "reliability_refresh_single_row" CHECK("reliability_refresh"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE `supplier_reliability` (
	`supplier_id` text PRIMARY KEY NOT NULL,
	`status` text NOT NULL,
	`parts` integer NOT NULL,
	`fill_rate` integer,
	`on_time_rate` integer,
	`rejection_rate` integer,
	`claim_rate` integer,
	`trend` text NOT NULL,
	FOREIGN KEY (`supplier_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "supplier_reliability_status_known" CHECK("supplier_reliability"."status" in ('rated', 'new'))
);
--> statement-breakpoint
CREATE INDEX `order_parts_created_idx` ON `order_parts` (`created_at`);--> statement-breakpoint
-- The catalogue shows each supplier's public figures (decision 0090): a change of them moves the
-- catalogue version like a change of products (0007), so no kept page shows old figures. The trend
-- is staff's only and changes nothing the catalogue shows.
CREATE TRIGGER `supplier_reliability_catalog_ai` AFTER INSERT ON `supplier_reliability` BEGIN UPDATE catalog_version SET version = version + 1; END;--> statement-breakpoint
CREATE TRIGGER `supplier_reliability_catalog_au` AFTER UPDATE ON `supplier_reliability` WHEN old.status IS NOT new.status OR old.parts IS NOT new.parts OR old.fill_rate IS NOT new.fill_rate OR old.on_time_rate IS NOT new.on_time_rate OR old.rejection_rate IS NOT new.rejection_rate OR old.claim_rate IS NOT new.claim_rate BEGIN UPDATE catalog_version SET version = version + 1; END;--> statement-breakpoint
CREATE TRIGGER `supplier_reliability_catalog_ad` AFTER DELETE ON `supplier_reliability` BEGIN UPDATE catalog_version SET version = version + 1; END;
