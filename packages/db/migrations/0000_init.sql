CREATE TABLE `products` (
	`id` text PRIMARY KEY NOT NULL,
	`supplier_id` text NOT NULL,
	`category_id` text NOT NULL,
	`city_id` text,
	`name` text NOT NULL,
	`brand` text DEFAULT '' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`price_paise` integer NOT NULL,
	`unit` text NOT NULL,
	`stock_quantity` integer DEFAULT 0 NOT NULL,
	`image_url` text DEFAULT '' NOT NULL,
	`manufacturing_date` text,
	`expiry_date` text,
	`approval_status` text DEFAULT 'pending' NOT NULL,
	`rejection_reason` text,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`supplier_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "products_stock_nonneg" CHECK("products"."stock_quantity" >= 0),
	CONSTRAINT "products_price_nonneg" CHECK("products"."price_paise" >= 0),
	CONSTRAINT "products_approval_known" CHECK("products"."approval_status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "products_dates_ordered" CHECK("products"."manufacturing_date" is null or "products"."expiry_date" is null or "products"."expiry_date" > "products"."manufacturing_date")
);
--> statement-breakpoint
CREATE INDEX `products_live_cat_idx` ON `products` (`approval_status`,`is_active`,`category_id`,`name`,`id`);--> statement-breakpoint
CREATE INDEX `products_live_name_idx` ON `products` (`approval_status`,`is_active`,`name`,`id`);--> statement-breakpoint
CREATE INDEX `products_supplier_idx` ON `products` (`supplier_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `products_city_idx` ON `products` (`city_id`);--> statement-breakpoint
CREATE INDEX `products_stock_idx` ON `products` (`stock_quantity`);--> statement-breakpoint
CREATE TABLE `delivery_assignments` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`delivery_person_id` text NOT NULL,
	`assigned_by_id` text,
	`status` text DEFAULT 'assigned' NOT NULL,
	`is_current` integer DEFAULT true NOT NULL,
	`assigned_at` integer NOT NULL,
	`pickup_time` integer,
	`in_transit_at` integer,
	`delivery_time` integer,
	`notes` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`delivery_person_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`assigned_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "delivery_status_known" CHECK("delivery_assignments"."status" in ('assigned', 'picked_up', 'in_transit', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE INDEX `delivery_order_idx` ON `delivery_assignments` (`order_id`,`is_current`);--> statement-breakpoint
CREATE INDEX `delivery_person_idx` ON `delivery_assignments` (`delivery_person_id`,`status`);--> statement-breakpoint
CREATE INDEX `delivery_status_idx` ON `delivery_assignments` (`status`,`delivery_time`);--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`type` text NOT NULL,
	`title` text NOT NULL,
	`message` text NOT NULL,
	`is_read` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `notifications_user_idx` ON `notifications` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `notifications_unread_idx` ON `notifications` (`user_id`,`is_read`);--> statement-breakpoint
CREATE TABLE `page_views` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`session_id` text NOT NULL,
	`user_id` text,
	`ip_address` text DEFAULT '' NOT NULL,
	`browser` text DEFAULT '' NOT NULL,
	`device_type` text DEFAULT '' NOT NULL,
	`operating_system` text DEFAULT '' NOT NULL,
	`page_url` text NOT NULL,
	`page_title` text DEFAULT '' NOT NULL,
	`referrer` text DEFAULT 'Direct' NOT NULL,
	`time_spent` integer DEFAULT 0 NOT NULL,
	`user_agent` text DEFAULT '' NOT NULL,
	`screen_resolution` text DEFAULT '' NOT NULL,
	`cookies_enabled` integer DEFAULT true NOT NULL,
	`is_bot` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `page_views_created_idx` ON `page_views` (`created_at`);--> statement-breakpoint
CREATE INDEX `page_views_session_idx` ON `page_views` (`session_id`);--> statement-breakpoint
CREATE TABLE `webhook_deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`endpoint_id` text NOT NULL,
	`event` text NOT NULL,
	`payload` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer,
	`last_status_code` integer,
	`last_error` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`endpoint_id`) REFERENCES `webhook_endpoints`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `webhook_deliveries_due_idx` ON `webhook_deliveries` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `webhook_endpoints` (
	`id` text PRIMARY KEY NOT NULL,
	`url` text NOT NULL,
	`secret` text NOT NULL,
	`events` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `cart_items` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`product_id` text NOT NULL,
	`quantity` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "cart_quantity_positive" CHECK("cart_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cart_user_product_uq` ON `cart_items` (`user_id`,`product_id`);--> statement-breakpoint
CREATE TABLE `order_items` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`product_id` text,
	`supplier_id` text,
	`category_id` text NOT NULL,
	`product_name` text NOT NULL,
	`unit` text NOT NULL,
	`hsn_code` text NOT NULL,
	`price_paise` integer NOT NULL,
	`quantity` integer NOT NULL,
	`line_total_paise` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`supplier_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "order_items_quantity_positive" CHECK("order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE INDEX `order_items_order_idx` ON `order_items` (`order_id`);--> statement-breakpoint
CREATE INDEX `order_items_product_idx` ON `order_items` (`product_id`);--> statement-breakpoint
CREATE INDEX `order_items_supplier_idx` ON `order_items` (`supplier_id`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` text PRIMARY KEY NOT NULL,
	`order_number` text NOT NULL,
	`customer_id` text NOT NULL,
	`city_id` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`payment_method` text NOT NULL,
	`payment_status` text DEFAULT 'pending' NOT NULL,
	`subtotal_paise` integer NOT NULL,
	`gst_paise` integer NOT NULL,
	`delivery_fee_paise` integer NOT NULL,
	`platform_fee_paise` integer NOT NULL,
	`total_paise` integer NOT NULL,
	`restaurant_name` text NOT NULL,
	`customer_name` text NOT NULL,
	`customer_email` text NOT NULL,
	`customer_gstin` text,
	`customer_fssai` text DEFAULT '' NOT NULL,
	`customer_state` text,
	`delivery_address` text NOT NULL,
	`phone` text NOT NULL,
	`contact_person` text DEFAULT '' NOT NULL,
	`alternate_phone` text DEFAULT '' NOT NULL,
	`landmark` text DEFAULT '' NOT NULL,
	`delivery_notes` text DEFAULT '' NOT NULL,
	`idempotency_key` text,
	`delivery_otp` text NOT NULL,
	`invoice_number` text NOT NULL,
	`payment_deadline` integer,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "orders_status_known" CHECK("orders"."status" in ('pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled', 'assigned_for_delivery', 'out_for_delivery', 'delivery_failed')),
	CONSTRAINT "orders_method_known" CHECK("orders"."payment_method" in ('COD', 'ONLINE')),
	CONSTRAINT "orders_payment_known" CHECK("orders"."payment_status" in ('pending', 'paid', 'failed', 'refunded')),
	CONSTRAINT "orders_total_nonneg" CHECK("orders"."total_paise" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_order_number_unique` ON `orders` (`order_number`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_invoice_number_unique` ON `orders` (`invoice_number`);--> statement-breakpoint
CREATE INDEX `orders_customer_idx` ON `orders` (`customer_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_status_idx` ON `orders` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_city_idx` ON `orders` (`city_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_created_idx` ON `orders` (`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_idempotency_uq` ON `orders` (`customer_id`,`idempotency_key`);--> statement-breakpoint
CREATE TABLE `payment_events` (
	`id` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `payments` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`provider` text NOT NULL,
	`provider_ref` text NOT NULL,
	`amount_paise` integer NOT NULL,
	`status` text NOT NULL,
	`payment_link` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `payments_order_idx` ON `payments` (`order_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_provider_ref_uq` ON `payments` (`provider`,`provider_ref`);--> statement-breakpoint
CREATE TABLE `categories` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`hsn_code` text NOT NULL,
	`icon` text NOT NULL,
	`sort_order` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `categories_name_unique` ON `categories` (`name`);--> statement-breakpoint
CREATE UNIQUE INDEX `categories_slug_unique` ON `categories` (`slug`);--> statement-breakpoint
CREATE TABLE `cities` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`state` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	CONSTRAINT "cities_name_nonempty" CHECK(length(trim("cities"."name")) > 0 and length(trim("cities"."state")) > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cities_name_state_uq` ON `cities` (lower("name"),lower("state"));--> statement-breakpoint
CREATE TABLE `audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`actor_id` text,
	`action` text NOT NULL,
	`entity` text NOT NULL,
	`entity_id` text NOT NULL,
	`before` text,
	`after` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `audit_created_idx` ON `audit_log` (`created_at`);--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `outbox_to_idx` ON `outbox` (`to`,`created_at`);--> statement-breakpoint
CREATE TABLE `password_resets` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `password_resets_user_idx` ON `password_resets` (`user_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`username` text NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`user_type` text NOT NULL,
	`is_admin` integer DEFAULT false NOT NULL,
	`restaurant_name` text DEFAULT '' NOT NULL,
	`city_id` text,
	`address` text DEFAULT '' NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`fssai_number` text DEFAULT '' NOT NULL,
	`gstin` text,
	`permissions` text DEFAULT '[]' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`deleted_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "users_type_known" CHECK("users"."user_type" in ('customer', 'supplier', 'delivery', 'sub_admin', 'admin'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_uq` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_type_city_idx` ON `users` (`user_type`,`city_id`);