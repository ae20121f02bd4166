CREATE TABLE `document_series` (
	`seller_key` text NOT NULL,
	`financial_year` text NOT NULL,
	`series` text NOT NULL,
	`last` integer NOT NULL,
	PRIMARY KEY(`seller_key`, `financial_year`, `series`)
);
--> statement-breakpoint
CREATE TABLE `tax_documents` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`seller_id` text,
	`seller_key` text NOT NULL,
	`kind` text NOT NULL,
	`number` text NOT NULL,
	`financial_year` text NOT NULL,
	`sequence` integer NOT NULL,
	`against_id` text,
	`seller_name` text NOT NULL,
	`seller_gstin` text,
	`seller_address` text NOT NULL,
	`seller_state` text NOT NULL,
	`seller_fssai` text DEFAULT '' NOT NULL,
	`buyer_name` text NOT NULL,
	`buyer_gstin` text,
	`buyer_address` text NOT NULL,
	`place_of_supply` text NOT NULL,
	`taxable_paise` integer NOT NULL,
	`cgst_paise` integer NOT NULL,
	`sgst_paise` integer NOT NULL,
	`igst_paise` integer NOT NULL,
	`total_paise` integer NOT NULL,
	`lines` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "tax_documents_kind_known" CHECK("tax_documents"."kind" in ('tax_invoice', 'bill_of_supply', 'service_invoice', 'credit_note'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tax_documents_number_uq` ON `tax_documents` (`number`);--> statement-breakpoint
CREATE INDEX `tax_documents_order_idx` ON `tax_documents` (`order_id`);--> statement-breakpoint
CREATE INDEX `tax_documents_seller_idx` ON `tax_documents` (`seller_key`,`created_at`);--> statement-breakpoint
CREATE INDEX `tax_documents_issued_idx` ON `tax_documents` (`created_at`);--> statement-breakpoint
ALTER TABLE `products` ADD `hsn_code` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `gst_rate` integer DEFAULT 5 NOT NULL CONSTRAINT "products_gst_rate_known" CHECK("gst_rate" in (0, 5, 18, 40));--> statement-breakpoint
ALTER TABLE `order_items` ADD `gst_rate` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `order_items` ADD `tax_paise` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `order_items` ADD `seller_gstin` text;--> statement-breakpoint
ALTER TABLE `categories` ADD `gst_rate` integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE `categories` ADD `requires_fssai` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `legal_name` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `business_address` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `state` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `invoice_prefix` text;--> statement-breakpoint
CREATE UNIQUE INDEX `users_invoice_prefix_uq` ON `users` (`invoice_prefix`);--> statement-breakpoint
UPDATE `categories` SET `gst_rate` = CASE `slug`
  WHEN 'vegetables' THEN 0 WHEN 'chicken-and-eggs' THEN 0 WHEN 'fish-and-seafood' THEN 0 WHEN 'mutton-and-lamb' THEN 0
  WHEN 'cleaning' THEN 18 WHEN 'beverages' THEN 40 ELSE 5 END,
  `requires_fssai` = CASE WHEN `slug` IN ('packaging', 'cleaning', 'kitchenware') THEN 0 ELSE 1 END;--> statement-breakpoint
UPDATE `categories` SET `hsn_code` = '220210' WHERE `slug` = 'beverages';--> statement-breakpoint
UPDATE `products` SET `hsn_code` = (SELECT `hsn_code` FROM `categories` WHERE `categories`.`id` = `products`.`category_id`),
  `gst_rate` = (SELECT `gst_rate` FROM `categories` WHERE `categories`.`id` = `products`.`category_id`);--> statement-breakpoint
UPDATE `order_items` SET `gst_rate` = 5, `tax_paise` = (`line_total_paise` * 5 + 50) / 100;--> statement-breakpoint
UPDATE `users` SET `state` = COALESCE((SELECT `state` FROM `cities` WHERE `cities`.`id` = `users`.`city_id`), '') WHERE `user_type` = 'supplier';--> statement-breakpoint
CREATE TRIGGER `tax_documents_never_change` BEFORE UPDATE ON `tax_documents` BEGIN SELECT RAISE(ABORT, 'an issued tax document never changes; issue a credit note'); END;--> statement-breakpoint
CREATE TRIGGER `tax_documents_never_deleted` BEFORE DELETE ON `tax_documents` BEGIN SELECT RAISE(ABORT, 'an issued tax document is never deleted'); END;