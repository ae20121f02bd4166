CREATE TABLE `channel_replies` (
	`provider_message_id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`action` text,
	`target` text,
	`outcome` text DEFAULT 'received' NOT NULL,
	`answer` text,
	`received_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "channel_replies_outcome_known" CHECK("channel_replies"."outcome" in ('received', 'done', 'refused', 'ignored'))
);
--> statement-breakpoint
CREATE INDEX `channel_replies_user_idx` ON `channel_replies` (`user_id`,`received_at`);