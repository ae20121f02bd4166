-- Hand-edited: products is altered in place, not rebuilt, so its search and catalogue-version
-- triggers (0001, 0007) stay. Catch-weight lines (decision 0088).
ALTER TABLE `products` ADD `weighed` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `tolerance_pct` integer DEFAULT 10 NOT NULL CONSTRAINT "products_tolerance_range" CHECK("tolerance_pct" between 1 and 50);--> statement-breakpoint
ALTER TABLE `order_items` ADD `weighed` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `order_items` ADD `tolerance_pct` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `order_items` ADD `estimated_quantity` integer;--> statement-breakpoint
ALTER TABLE `order_items` ADD `proposed_quantity` integer;
