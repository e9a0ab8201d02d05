CREATE TABLE `saved_searches` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`filters` text NOT NULL,
	`filters_key` text NOT NULL,
	`frequency` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`token` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`confirmed_at` text,
	`unsubscribed_at` text,
	`covered_until` text,
	`last_sent_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `saved_searches_token_idx` ON `saved_searches` (`token`);--> statement-breakpoint
CREATE INDEX `saved_searches_email_idx` ON `saved_searches` (`email`,`filters_key`);--> statement-breakpoint
CREATE INDEX `saved_searches_due_idx` ON `saved_searches` (`status`,`frequency`,`covered_until`);--> statement-breakpoint
CREATE INDEX `saved_searches_key_idx` ON `saved_searches` (`filters_key`,`status`);--> statement-breakpoint
ALTER TABLE `outbox` ADD `headers` text;--> statement-breakpoint
CREATE INDEX `car_price_changes_at_idx` ON `car_price_changes` (`at`);