CREATE TABLE `document_drawing` (
	`id` integer PRIMARY KEY NOT NULL,
	`after_issued_at` integer NOT NULL,
	`after_number` text NOT NULL,
	`retry` text NOT NULL,
	`lease_id` text,
	`lease_until` integer NOT NULL,
	CONSTRAINT "document_drawing_single_row" CHECK("document_drawing"."id" = 1)
);
