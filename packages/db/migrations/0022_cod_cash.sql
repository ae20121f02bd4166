CREATE TABLE `cash_handover_orders` (
	`order_id` text PRIMARY KEY NOT NULL,
	`handover_id` text NOT NULL,
	`assignment_id` text NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`handover_id`) REFERENCES `cash_handovers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`assignment_id`) REFERENCES `delivery_assignments`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `cash_handover_orders_handover_idx` ON `cash_handover_orders` (`handover_id`);--> statement-breakpoint
CREATE TABLE `cash_handovers` (
	`id` text PRIMARY KEY NOT NULL,
	`rider_id` text NOT NULL,
	`city_id` text,
	`day` text NOT NULL,
	`order_count` integer NOT NULL,
	`due_paise` integer NOT NULL,
	`collected_paise` integer NOT NULL,
	`received_paise` integer,
	`status` text DEFAULT 'awaiting' NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`confirmed_at` integer,
	`confirmed_by_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`rider_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`confirmed_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "cash_handovers_status_known" CHECK("cash_handovers"."status" in ('awaiting', 'confirmed', 'mismatch'))
);
--> statement-breakpoint
CREATE INDEX `cash_handovers_city_day_idx` ON `cash_handovers` (`city_id`,`day`);--> statement-breakpoint
CREATE INDEX `cash_handovers_rider_idx` ON `cash_handovers` (`rider_id`,`day`);--> statement-breakpoint
ALTER TABLE `delivery_assignments` ADD `cash_due_paise` integer;--> statement-breakpoint
ALTER TABLE `delivery_assignments` ADD `cash_collected_paise` integer;