CREATE TABLE `sandbox_payments` (
	`ref` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`amount_paise` integer NOT NULL,
	`status` text DEFAULT 'created' NOT NULL,
	`return_url` text NOT NULL,
	`created_at` integer NOT NULL
);
