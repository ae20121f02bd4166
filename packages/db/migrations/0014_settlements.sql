CREATE TABLE `settlement_lines` (
	`settlement_id` text NOT NULL,
	`order_item_id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`commission_bps` integer NOT NULL,
	`commission_paise` integer NOT NULL,
	FOREIGN KEY (`settlement_id`) REFERENCES `settlements`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_item_id`) REFERENCES `order_items`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `settlement_lines_settlement_idx` ON `settlement_lines` (`settlement_id`);--> statement-breakpoint
CREATE TABLE `settlement_runs` (
	`period_end` text PRIMARY KEY NOT NULL,
	`ran_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `settlements` (
	`id` text PRIMARY KEY NOT NULL,
	`supplier_id` text NOT NULL,
	`city_id` text,
	`period_start` text NOT NULL,
	`period_end` text NOT NULL,
	`order_count` integer NOT NULL,
	`line_count` integer NOT NULL,
	`taxable_paise` integer NOT NULL,
	`gst_paise` integer NOT NULL,
	`gross_paise` integer NOT NULL,
	`returns_paise` integer NOT NULL,
	`commission_paise` integer NOT NULL,
	`commission_gst_paise` integer NOT NULL,
	`tcs_paise` integer NOT NULL,
	`tds_paise` integer NOT NULL,
	`payable_paise` integer NOT NULL,
	`status` text DEFAULT 'ready' NOT NULL,
	`reference` text,
	`paid_at` integer,
	`paid_by_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`supplier_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`paid_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "settlements_status_known" CHECK("settlements"."status" in ('ready', 'paid'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `settlements_supplier_week_uq` ON `settlements` (`supplier_id`,`period_end`);--> statement-breakpoint
CREATE INDEX `settlements_city_idx` ON `settlements` (`city_id`,`period_end`);--> statement-breakpoint
CREATE INDEX `settlements_week_idx` ON `settlements` (`period_end`);--> statement-breakpoint
ALTER TABLE `orders` ADD `delivered_at` integer;--> statement-breakpoint
CREATE INDEX `orders_delivered_idx` ON `orders` (`delivered_at`) WHERE delivered_at is not null;--> statement-breakpoint
ALTER TABLE `categories` ADD `commission_bps` integer DEFAULT 500 NOT NULL;--> statement-breakpoint
UPDATE `orders` SET `delivered_at` = coalesce(
	(SELECT max(`delivery_time`) FROM `delivery_assignments` d WHERE d.`order_id` = `orders`.`id` AND d.`status` = 'delivered'),
	`updated_at`
) WHERE `status` = 'delivered';
