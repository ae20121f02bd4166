CREATE TABLE `write_guards` (
	`reason` text NOT NULL
);
--> statement-breakpoint
CREATE TRIGGER `write_guards_refuse` BEFORE INSERT ON `write_guards` BEGIN SELECT RAISE(ABORT, 'write guard refused'); END;
