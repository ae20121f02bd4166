CREATE TABLE `product_revisions` (
	`product_id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`category_id` text NOT NULL,
	`city_id` text,
	`description` text NOT NULL,
	`unit` text NOT NULL,
	`image_url` text NOT NULL,
	`brand` text NOT NULL,
	`manufacturing_date` text,
	`expiry_date` text,
	`hsn_code` text NOT NULL,
	`gst_rate` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "product_revisions_gst_rate_known" CHECK("product_revisions"."gst_rate" in (0, 5, 18, 40))
);
--> statement-breakpoint
CREATE INDEX `product_revisions_image_idx` ON `product_revisions` (`image_url`);