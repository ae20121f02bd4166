CREATE TABLE `credit_reminder_runs` (
	`day` text PRIMARY KEY NOT NULL,
	`ran_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `credit_reminders` (
	`order_id` text NOT NULL,
	`kind` text NOT NULL,
	`sent_at` integer NOT NULL,
	PRIMARY KEY(`order_id`, `kind`),
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `customer_credit` (
	`customer_id` text PRIMARY KEY NOT NULL,
	`limit_paise` integer NOT NULL,
	`period_days` integer NOT NULL,
	`set_by_id` text,
	`set_at` integer NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`set_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "customer_credit_limit_nonneg" CHECK(limit_paise >= 0),
	CONSTRAINT "customer_credit_period_known" CHECK(period_days in (7, 15, 30))
);
--> statement-breakpoint
CREATE TABLE `customer_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`customer_id` text NOT NULL,
	`amount_paise` integer NOT NULL,
	`paid_on` text NOT NULL,
	`reference` text NOT NULL,
	`recorded_by_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recorded_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "customer_payments_amount_positive" CHECK(amount_paise > 0)
);
--> statement-breakpoint
CREATE INDEX `customer_payments_customer_idx` ON `customer_payments` (`customer_id`,`paid_on`);--> statement-breakpoint
ALTER TABLE `orders` ADD `credit_due_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `credit_paise` integer;--> statement-breakpoint
CREATE INDEX `orders_credit_due_idx` ON `orders` (`credit_due_at`) WHERE credit_due_at is not null;