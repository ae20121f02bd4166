ALTER TABLE `reliability_refresh` ADD `cursor` text;--> statement-breakpoint
-- The round's row is claimed by an update (decision 0128), so it must exist: due at once.
INSERT OR IGNORE INTO `reliability_refresh` (`id`, `due_at`) VALUES (1, 0);
