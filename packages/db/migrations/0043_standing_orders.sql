CREATE TABLE `standing_order_lines` (
	`id` text PRIMARY KEY NOT NULL,
	`standing_order_id` text NOT NULL,
	`product_id` text NOT NULL,
	`quantity` integer NOT NULL,
	`position` integer NOT NULL,
	FOREIGN KEY (`standing_order_id`) REFERENCES `standing_orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "standing_order_lines_quantity" CHECK("standing_order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `standing_order_lines_uq` ON `standing_order_lines` (`standing_order_id`,`product_id`);--> statement-breakpoint
CREATE TABLE `standing_order_runs` (
	`standing_order_id` text NOT NULL,
	`run_date` text NOT NULL,
	`status` text DEFAULT 'scheduled' NOT NULL,
	`lines` text,
	`order_id` text,
	`report` text,
	`reminded_at` integer,
	`lease_until` integer,
	`ran_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`standing_order_id`, `run_date`),
	FOREIGN KEY (`standing_order_id`) REFERENCES `standing_orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `standing_orders` (
	`id` text PRIMARY KEY NOT NULL,
	`customer_id` text NOT NULL,
	`name` text NOT NULL,
	`weekdays` integer NOT NULL,
	`interval_weeks` integer DEFAULT 1 NOT NULL,
	`starts_on` text NOT NULL,
	`slot_id` text,
	`payment_method` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`delivery_address` text NOT NULL,
	`phone` text NOT NULL,
	`contact_person` text DEFAULT '' NOT NULL,
	`alternate_phone` text DEFAULT '' NOT NULL,
	`landmark` text DEFAULT '' NOT NULL,
	`delivery_notes` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`slot_id`) REFERENCES `delivery_slots`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "standing_orders_weekdays" CHECK("standing_orders"."weekdays" between 1 and 127),
	CONSTRAINT "standing_orders_interval" CHECK("standing_orders"."interval_weeks" between 1 and 8)
);
--> statement-breakpoint
CREATE INDEX `standing_orders_customer_idx` ON `standing_orders` (`customer_id`);--> statement-breakpoint
CREATE INDEX `standing_orders_status_idx` ON `standing_orders` (`status`);