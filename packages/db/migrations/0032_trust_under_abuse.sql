ALTER TABLE `webhook_endpoints` ADD `paused_at` integer;--> statement-breakpoint
ALTER TABLE `webhook_endpoints` ADD `paused_reason` text;--> statement-breakpoint
ALTER TABLE `webhook_endpoints` ADD `failure_streak` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `webhook_endpoints` ADD `backoff_until` integer;--> statement-breakpoint
ALTER TABLE `api_keys` ADD `revoked_reason` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `confirm_deadline` integer;