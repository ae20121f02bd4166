CREATE TABLE `supplier_reliability_next` (
	`supplier_id` text PRIMARY KEY NOT NULL,
	`row` text,
	FOREIGN KEY (`supplier_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
