ALTER TABLE `contract_prices` ADD `notice_sent_at` integer;--> statement-breakpoint
CREATE INDEX `contract_prices_notice_idx` ON `contract_prices` (`valid_to`) WHERE notice_sent_at is null;