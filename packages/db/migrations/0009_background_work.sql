CREATE TABLE `uploaded_images` (
	`key` text PRIMARY KEY NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `uploaded_images_created_idx` ON `uploaded_images` (`created_at`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	`reset_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `rate_limits_reset_idx` ON `rate_limits` (`reset_at`);--> statement-breakpoint
ALTER TABLE `webhook_deliveries` ADD `lease_id` text;--> statement-breakpoint
ALTER TABLE `webhook_deliveries` ADD `lease_until` integer;--> statement-breakpoint
CREATE INDEX `products_image_idx` ON `products` (`image_url`);--> statement-breakpoint
CREATE INDEX `orders_payment_due_idx` ON `orders` (`payment_deadline`) WHERE status = 'pending' and payment_method = 'ONLINE' and payment_status = 'pending';