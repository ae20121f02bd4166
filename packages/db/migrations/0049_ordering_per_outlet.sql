DROP INDEX `cart_user_product_uq`;--> statement-breakpoint
ALTER TABLE `cart_items` ADD `outlet_id` text REFERENCES outlets(id) ON DELETE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX `cart_user_outlet_product_uq` ON `cart_items` (`user_id`,`outlet_id`,`product_id`);--> statement-breakpoint
ALTER TABLE `orders` ADD `placed_by` text REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
-- One cart per outlet (decision 0112): each account's cart is its business's first outlet's, the one
-- made of its profile; orders were placed by their account; an order of a one-outlet business is its outlet's.
UPDATE `cart_items` SET `outlet_id` = (
  SELECT o.`id` FROM `outlets` o JOIN `businesses` b ON b.`id` = o.`business_id`
  WHERE b.`customer_id` = `cart_items`.`user_id` ORDER BY o.`created_at`, o.rowid LIMIT 1
);--> statement-breakpoint
UPDATE `orders` SET `placed_by` = `customer_id`;--> statement-breakpoint
UPDATE `orders` SET `outlet_id` = (
  SELECT o.`id` FROM `outlets` o JOIN `businesses` b ON b.`id` = o.`business_id`
  WHERE b.`customer_id` = `orders`.`customer_id`
) WHERE `outlet_id` IS NULL AND (
  SELECT count(*) FROM `outlets` o JOIN `businesses` b ON b.`id` = o.`business_id`
  WHERE b.`customer_id` = `orders`.`customer_id`
) = 1;
