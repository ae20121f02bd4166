CREATE TABLE `order_parts` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`supplier_id` text NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`reason` text,
	`pickup_code` text NOT NULL,
	`accepted_at` integer,
	`packed_at` integer,
	`handed_over_at` integer,
	`rejected_at` integer,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`supplier_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "order_parts_status_known" CHECK("order_parts"."status" in ('new', 'accepted', 'packed', 'handed_over', 'rejected'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `order_parts_order_supplier_uq` ON `order_parts` (`order_id`,`supplier_id`);--> statement-breakpoint
CREATE INDEX `order_parts_supplier_idx` ON `order_parts` (`supplier_id`,`created_at`);--> statement-breakpoint
INSERT INTO `order_parts` (`id`, `order_id`, `supplier_id`, `status`, `pickup_code`, `accepted_at`, `packed_at`, `handed_over_at`, `created_at`, `updated_at`)
SELECT 'prt_' || lower(hex(randomblob(10))), o.`id`, p.`supplier_id`,
  CASE WHEN o.`status` IN ('out_for_delivery', 'delivered', 'delivery_failed') THEN 'handed_over'
       WHEN o.`status` IN ('shipped', 'assigned_for_delivery') THEN 'packed'
       WHEN o.`status` = 'processing' THEN 'accepted' ELSE 'new' END,
  substr('0000' || (abs(random()) % 10000), -4),
  CASE WHEN o.`status` NOT IN ('pending', 'confirmed', 'cancelled') THEN o.`updated_at` END,
  CASE WHEN o.`status` NOT IN ('pending', 'confirmed', 'cancelled', 'processing') THEN o.`updated_at` END,
  CASE WHEN o.`status` IN ('out_for_delivery', 'delivered', 'delivery_failed') THEN o.`updated_at` END,
  o.`created_at`, o.`updated_at`
FROM (SELECT DISTINCT `order_id`, `supplier_id` FROM `order_items` WHERE `supplier_id` IS NOT NULL) p
JOIN `orders` o ON o.`id` = p.`order_id`;
