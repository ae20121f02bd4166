ALTER TABLE `delivery_assignments` ADD `proof` text;--> statement-breakpoint
ALTER TABLE `delivery_assignments` ADD `proof_recipient` text;--> statement-breakpoint
ALTER TABLE `delivery_assignments` ADD `proof_photo_key` text;--> statement-breakpoint
ALTER TABLE `delivery_assignments` ADD `override_reason` text;--> statement-breakpoint
ALTER TABLE `delivery_assignments` ADD `reviewed_at` integer;--> statement-breakpoint
ALTER TABLE `delivery_assignments` ADD `reviewed_by_id` text;