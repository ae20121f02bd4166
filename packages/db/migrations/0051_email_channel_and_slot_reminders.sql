CREATE TABLE `slot_reminders` (
	`order_id` text PRIMARY KEY NOT NULL,
	`reminded_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_channel_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`dedupe_key` text NOT NULL,
	`event` text NOT NULL,
	`user_id` text NOT NULL,
	`order_id` text,
	`channel` text NOT NULL,
	`language` text NOT NULL,
	`params` text NOT NULL,
	`urgent` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer,
	`lease_id` text,
	`lease_until` integer,
	`provider_message_id` text,
	`last_error` text,
	`sent_at` integer,
	`status_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "channel_messages_channel_known" CHECK("__new_channel_messages"."channel" in ('whatsapp', 'sms', 'email')),
	CONSTRAINT "channel_messages_status_known" CHECK("__new_channel_messages"."status" in ('pending', 'sent', 'delivered', 'read', 'failed', 'cancelled'))
);
--> statement-breakpoint
INSERT INTO `__new_channel_messages`("id", "dedupe_key", "event", "user_id", "order_id", "channel", "language", "params", "urgent", "status", "attempts", "next_attempt_at", "lease_id", "lease_until", "provider_message_id", "last_error", "sent_at", "status_at", "created_at") SELECT "id", "dedupe_key", "event", "user_id", "order_id", "channel", "language", "params", "urgent", "status", "attempts", "next_attempt_at", "lease_id", "lease_until", "provider_message_id", "last_error", "sent_at", "status_at", "created_at" FROM `channel_messages`;--> statement-breakpoint
DROP TABLE `channel_messages`;--> statement-breakpoint
ALTER TABLE `__new_channel_messages` RENAME TO `channel_messages`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `channel_messages_dedupe_uq` ON `channel_messages` (`dedupe_key`);--> statement-breakpoint
CREATE INDEX `channel_messages_due_idx` ON `channel_messages` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `channel_messages_order_idx` ON `channel_messages` (`order_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `channel_messages_created_idx` ON `channel_messages` (`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `channel_messages_provider_uq` ON `channel_messages` (`channel`,`provider_message_id`);--> statement-breakpoint
CREATE INDEX `orders_slot_date_idx` ON `orders` (`slot_date`) WHERE slot_date is not null;