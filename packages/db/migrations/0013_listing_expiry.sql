ALTER TABLE `products` ADD `expired` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `expiry_warned` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `products_expiry_idx` ON `products` (`expiry_date`) WHERE expired = 0;