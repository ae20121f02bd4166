CREATE TABLE `outlet_credit` (
	`outlet_id` text PRIMARY KEY NOT NULL,
	`customer_id` text NOT NULL,
	`limit_paise` integer NOT NULL,
	`set_by_id` text,
	`set_at` integer NOT NULL,
	FOREIGN KEY (`outlet_id`) REFERENCES `outlets`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`customer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`set_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "outlet_credit_limit_nonneg" CHECK(limit_paise >= 0)
);
--> statement-breakpoint
CREATE INDEX `outlet_credit_customer_idx` ON `outlet_credit` (`customer_id`);