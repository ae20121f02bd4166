CREATE TABLE `approval_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`outlet_id` text NOT NULL,
	`customer_id` text NOT NULL,
	`requested_by` text NOT NULL,
	`lines` text NOT NULL,
	`choices` text NOT NULL,
	`reasons` text NOT NULL,
	`total_paise` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`decided_by` text,
	`decision_note` text,
	`order_id` text,
	`expires_at` integer NOT NULL,
	`decided_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`outlet_id`) REFERENCES `outlets`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`customer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`requested_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `approval_requests_outlet_idx` ON `approval_requests` (`outlet_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `approval_requests_requester_idx` ON `approval_requests` (`requested_by`,`created_at`);--> statement-breakpoint
CREATE INDEX `approval_requests_pending_idx` ON `approval_requests` (`expires_at`) WHERE status = 'pending';--> statement-breakpoint
CREATE TABLE `budget_alerts` (
	`outlet_id` text NOT NULL,
	`month` text NOT NULL,
	`level` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`outlet_id`, `month`, `level`),
	FOREIGN KEY (`outlet_id`) REFERENCES `outlets`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `outlet_rules` (
	`outlet_id` text PRIMARY KEY NOT NULL,
	`approval_above_paise` integer,
	`off_list_needs_approval` integer DEFAULT false NOT NULL,
	`monthly_budget_paise` integer,
	`budget_mode` text DEFAULT 'approval' NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`outlet_id`) REFERENCES `outlets`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "outlet_rules_above_nonneg" CHECK("outlet_rules"."approval_above_paise" is null or "outlet_rules"."approval_above_paise" >= 0),
	CONSTRAINT "outlet_rules_budget_nonneg" CHECK("outlet_rules"."monthly_budget_paise" is null or "outlet_rules"."monthly_budget_paise" >= 0)
);
