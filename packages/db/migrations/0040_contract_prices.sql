CREATE TABLE `contract_prices` (
	`id` text PRIMARY KEY NOT NULL,
	`supplier_id` text NOT NULL,
	`customer_id` text NOT NULL,
	`product_id` text NOT NULL,
	`price_paise` integer NOT NULL,
	`valid_from` text NOT NULL,
	`valid_to` text NOT NULL,
	`weekly_quantity` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`supplier_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`customer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "contract_prices_price_positive" CHECK("contract_prices"."price_paise" > 0),
	CONSTRAINT "contract_prices_days_ordered" CHECK("contract_prices"."valid_to" >= "contract_prices"."valid_from")
);
--> statement-breakpoint
CREATE INDEX `contract_prices_customer_idx` ON `contract_prices` (`customer_id`,`product_id`);--> statement-breakpoint
CREATE INDEX `contract_prices_supplier_idx` ON `contract_prices` (`supplier_id`);