ALTER TABLE `order_items` ADD `short_quantity` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `order_parts` ADD `overdue_at` integer;