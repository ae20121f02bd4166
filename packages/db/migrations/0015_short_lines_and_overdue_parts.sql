ALTER TABLE `order_items` ADD `short_quantity` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `order_parts` ADD `overdue_at` integer;--> statement-breakpoint
CREATE INDEX `order_parts_unaccepted_idx` ON `order_parts` (`created_at`) WHERE status = 'new' and overdue_at is null;