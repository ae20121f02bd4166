CREATE TABLE `business_invitations` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`email` text NOT NULL,
	`role` text NOT NULL,
	`outlet_ids` text NOT NULL,
	`token_hash` text NOT NULL,
	`invited_by` text,
	`expires_at` integer NOT NULL,
	`accepted_at` integer,
	`accepted_by` text,
	`revoked_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invited_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`accepted_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "business_invitations_role_known" CHECK("business_invitations"."role" in ('owner', 'purchase_manager', 'outlet_staff'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `business_invitations_token_hash_unique` ON `business_invitations` (`token_hash`);--> statement-breakpoint
CREATE INDEX `business_invitations_business_idx` ON `business_invitations` (`business_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `business_members` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`user_id` text NOT NULL,
	`role` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "business_members_role_known" CHECK("business_members"."role" in ('owner', 'purchase_manager', 'outlet_staff'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `business_members_business_user_uq` ON `business_members` (`business_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `business_members_user_idx` ON `business_members` (`user_id`);--> statement-breakpoint
CREATE TABLE `businesses` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`customer_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `businesses_customer_uq` ON `businesses` (`customer_id`);--> statement-breakpoint
CREATE TABLE `member_outlets` (
	`member_id` text NOT NULL,
	`outlet_id` text NOT NULL,
	PRIMARY KEY(`member_id`, `outlet_id`),
	FOREIGN KEY (`member_id`) REFERENCES `business_members`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`outlet_id`) REFERENCES `outlets`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `member_outlets_outlet_idx` ON `member_outlets` (`outlet_id`);--> statement-breakpoint
CREATE TABLE `outlets` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`name` text NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`city_id` text,
	`fssai_number` text DEFAULT '' NOT NULL,
	`gstin` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `outlets_business_idx` ON `outlets` (`business_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `orders` ADD `outlet_id` text REFERENCES outlets(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `orders_outlet_idx` ON `orders` (`outlet_id`,`created_at`) WHERE outlet_id is not null;--> statement-breakpoint
-- Every customer account becomes a business with one outlet (its profile) and itself as owner;
-- its orders, cart, lists, credit and ledger stay on the account, which the business names (decision 0102).
INSERT INTO `businesses` (`id`, `name`, `customer_id`, `created_at`, `updated_at`)
SELECT 'biz_' || lower(hex(randomblob(10))),
  CASE WHEN trim(`restaurant_name`) <> '' THEN `restaurant_name` ELSE `username` END,
  `id`, `created_at`, `updated_at`
FROM `users` WHERE `user_type` = 'customer';--> statement-breakpoint
INSERT INTO `outlets` (`id`, `business_id`, `name`, `address`, `city_id`, `fssai_number`, `gstin`, `created_at`, `updated_at`)
SELECT 'out_' || lower(hex(randomblob(10))), b.`id`, b.`name`, u.`address`, u.`city_id`, u.`fssai_number`, u.`gstin`, u.`created_at`, u.`updated_at`
FROM `businesses` b JOIN `users` u ON u.`id` = b.`customer_id`;--> statement-breakpoint
INSERT INTO `business_members` (`id`, `business_id`, `user_id`, `role`, `created_at`, `updated_at`)
SELECT 'mem_' || lower(hex(randomblob(10))), `id`, `customer_id`, 'owner', `created_at`, `updated_at` FROM `businesses`;--> statement-breakpoint
UPDATE `orders` SET `outlet_id` = (
  SELECT o.`id` FROM `outlets` o JOIN `businesses` b ON b.`id` = o.`business_id` WHERE b.`customer_id` = `orders`.`customer_id`
);
