CREATE TABLE `category_budget_alerts` (
	`outlet_id` text NOT NULL,
	`category_id` text NOT NULL,
	`month` text NOT NULL,
	`level` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`outlet_id`, `category_id`, `month`, `level`),
	FOREIGN KEY (`outlet_id`) REFERENCES `outlets`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `category_budgets` (
	`outlet_id` text NOT NULL,
	`category_id` text NOT NULL,
	`monthly_budget_paise` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`outlet_id`, `category_id`),
	FOREIGN KEY (`outlet_id`) REFERENCES `outlets`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "category_budgets_nonneg" CHECK("category_budgets"."monthly_budget_paise" >= 0)
);
