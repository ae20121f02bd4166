CREATE TABLE `claim_photos` (
	`id` text PRIMARY KEY NOT NULL,
	`key` text NOT NULL,
	`owner_id` text NOT NULL,
	`content_type` text NOT NULL,
	`claim_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `claim_photos_owner_idx` ON `claim_photos` (`owner_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `claim_photos_claim_idx` ON `claim_photos` (`claim_id`);--> statement-breakpoint
CREATE TABLE `claims` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`line_id` text NOT NULL,
	`customer_id` text NOT NULL,
	`supplier_id` text NOT NULL,
	`city_id` text,
	`quantity` integer NOT NULL,
	`reason` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`at_door` integer DEFAULT false NOT NULL,
	`supplier_response` text,
	`responded_at` integer,
	`approved_quantity` integer,
	`decision_reason` text,
	`decided_by` text,
	`decided_at` integer,
	`credit_note` text,
	`refund_paise` integer DEFAULT 0 NOT NULL,
	`credit_paise` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`line_id`) REFERENCES `order_items`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`customer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`supplier_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "claims_status_known" CHECK("claims"."status" in ('open', 'approved', 'partly_approved', 'rejected')),
	CONSTRAINT "claims_reason_known" CHECK("claims"."reason" in ('damaged', 'spoiled', 'wrong_item', 'short', 'quality')),
	CONSTRAINT "claims_quantity_positive" CHECK("claims"."quantity" > 0)
);
--> statement-breakpoint
CREATE INDEX `claims_order_idx` ON `claims` (`order_id`);--> statement-breakpoint
CREATE INDEX `claims_supplier_idx` ON `claims` (`supplier_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `claims_city_status_idx` ON `claims` (`city_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `claims_status_idx` ON `claims` (`status`,`created_at`);--> statement-breakpoint
ALTER TABLE `delivery_assignments` ADD `inspected_at` integer;--> statement-breakpoint
ALTER TABLE `categories` ADD `claim_window_hours` integer DEFAULT 168 NOT NULL;--> statement-breakpoint
-- Fresh food may be claimed on for 24 hours after delivery, packaged goods for a week (decision 0089).
UPDATE `categories` SET `claim_window_hours` = 24 WHERE `slug` IN ('vegetables', 'dairy-and-cheese', 'chicken-and-eggs', 'fish-and-seafood', 'mutton-and-lamb', 'bakery-items');
