CREATE TABLE `line_substitutions` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`line_id` text NOT NULL,
	`supplier_id` text NOT NULL,
	`product_id` text,
	`product_name` text NOT NULL,
	`brand` text DEFAULT '' NOT NULL,
	`unit` text NOT NULL,
	`sold_by` text NOT NULL,
	`quantity` integer NOT NULL,
	`price_paise` integer NOT NULL,
	`line_total_paise` integer NOT NULL,
	`gst_rate` integer NOT NULL,
	`tax_paise` integer NOT NULL,
	`status` text DEFAULT 'offered' NOT NULL,
	`auto` integer DEFAULT false NOT NULL,
	`new_line_id` text,
	`answered_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`line_id`) REFERENCES `order_items`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`supplier_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "line_substitutions_quantity_positive" CHECK("line_substitutions"."quantity" > 0),
	CONSTRAINT "line_substitutions_status_known" CHECK("line_substitutions"."status" in ('offered', 'accepted', 'declined', 'expired'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `line_substitutions_line_uq` ON `line_substitutions` (`line_id`);--> statement-breakpoint
CREATE INDEX `line_substitutions_order_idx` ON `line_substitutions` (`order_id`);--> statement-breakpoint
ALTER TABLE `order_items` ADD `substitutes_line_id` text;--> statement-breakpoint
ALTER TABLE `users` ADD `substitute_up_to_pct` integer;