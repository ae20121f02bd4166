CREATE TABLE `delivery_slots` (
	`id` text PRIMARY KEY NOT NULL,
	`city_id` text NOT NULL,
	`start_minute` integer NOT NULL,
	`end_minute` integer NOT NULL,
	`cutoff_minutes` integer NOT NULL,
	`capacity` integer NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "delivery_slots_window" CHECK("delivery_slots"."start_minute" >= 0 and "delivery_slots"."start_minute" < "delivery_slots"."end_minute" and "delivery_slots"."end_minute" <= 1440),
	CONSTRAINT "delivery_slots_cutoff_nonneg" CHECK("delivery_slots"."cutoff_minutes" >= 0),
	CONSTRAINT "delivery_slots_capacity_positive" CHECK("delivery_slots"."capacity" > 0)
);
--> statement-breakpoint
CREATE INDEX `delivery_slots_city_idx` ON `delivery_slots` (`city_id`,`is_active`,`start_minute`);--> statement-breakpoint
ALTER TABLE `orders` ADD `slot_id` text REFERENCES delivery_slots(id);--> statement-breakpoint
ALTER TABLE `orders` ADD `slot_date` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `slot_start` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `slot_end` integer;--> statement-breakpoint
CREATE INDEX `orders_slot_idx` ON `orders` (`slot_id`,`slot_date`) WHERE slot_id is not null;