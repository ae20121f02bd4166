DROP INDEX `par_lists_user_name_uq`;--> statement-breakpoint
ALTER TABLE `par_lists` ADD `outlet_id` text REFERENCES outlets(id) ON DELETE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX `par_lists_user_outlet_name_uq` ON `par_lists` (`user_id`,`outlet_id`,`name_key`);--> statement-breakpoint
ALTER TABLE `standing_orders` ADD `outlet_id` text REFERENCES outlets(id) ON DELETE cascade;--> statement-breakpoint
ALTER TABLE `standing_orders` ADD `created_by` text REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
-- Par lists and standing orders per outlet (decision 0117): each account's are its business's first
-- outlet's, the one made of its profile, as its cart became in 0049; a standing order was made by its account.
UPDATE `par_lists` SET `outlet_id` = (
  SELECT o.`id` FROM `outlets` o JOIN `businesses` b ON b.`id` = o.`business_id`
  WHERE b.`customer_id` = `par_lists`.`user_id` ORDER BY o.`created_at`, o.rowid LIMIT 1
);--> statement-breakpoint
UPDATE `standing_orders` SET `outlet_id` = (
  SELECT o.`id` FROM `outlets` o JOIN `businesses` b ON b.`id` = o.`business_id`
  WHERE b.`customer_id` = `standing_orders`.`customer_id` ORDER BY o.`created_at`, o.rowid LIMIT 1
);--> statement-breakpoint
UPDATE `standing_orders` SET `created_by` = `customer_id`;
