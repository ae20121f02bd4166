CREATE TABLE `channel_messages` (
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
	CONSTRAINT "channel_messages_channel_known" CHECK("channel_messages"."channel" in ('whatsapp', 'sms')),
	CONSTRAINT "channel_messages_status_known" CHECK("channel_messages"."status" in ('pending', 'sent', 'delivered', 'read', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `channel_messages_dedupe_uq` ON `channel_messages` (`dedupe_key`);--> statement-breakpoint
CREATE INDEX `channel_messages_due_idx` ON `channel_messages` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `channel_messages_order_idx` ON `channel_messages` (`order_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `channel_messages_provider_uq` ON `channel_messages` (`channel`,`provider_message_id`);--> statement-breakpoint
CREATE TABLE `channel_opt_ins` (
	`user_id` text NOT NULL,
	`channel` text NOT NULL,
	`phone` text NOT NULL,
	`opted_in_at` integer NOT NULL,
	`source` text NOT NULL,
	`opted_out_at` integer,
	PRIMARY KEY(`user_id`, `channel`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "channel_opt_ins_channel_known" CHECK("channel_opt_ins"."channel" in ('whatsapp', 'sms'))
);
--> statement-breakpoint
CREATE TABLE `channel_preferences` (
	`user_id` text NOT NULL,
	`event` text NOT NULL,
	`channels` text NOT NULL,
	PRIMARY KEY(`user_id`, `event`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
