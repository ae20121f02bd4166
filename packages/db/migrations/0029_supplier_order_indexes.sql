DROP INDEX `order_parts_supplier_idx`;--> statement-breakpoint
CREATE INDEX `order_parts_supplier_status_idx` ON `order_parts` (`supplier_id`,`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `order_parts_supplier_idx` ON `order_parts` (`supplier_id`,`created_at`,`id`);