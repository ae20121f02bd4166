ALTER TABLE `products` ADD `price_breaks` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `order_items` ADD `price_rule` text DEFAULT 'list' NOT NULL;--> statement-breakpoint
ALTER TABLE `order_items` ADD `list_price_paise` integer;