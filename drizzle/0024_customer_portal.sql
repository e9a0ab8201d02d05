CREATE TABLE `account_saved_cars` (
	`email` text NOT NULL,
	`car_id` text NOT NULL,
	`saved_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`email`, `car_id`),
	FOREIGN KEY (`car_id`) REFERENCES `cars`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `account_saved_cars_car_idx` ON `account_saved_cars` (`car_id`);--> statement-breakpoint
CREATE TABLE `buyer_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`last_seen_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`revoked_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `buyer_sessions_token_hash_unique` ON `buyer_sessions` (`token_hash`);--> statement-breakpoint
CREATE INDEX `buyer_sessions_email_idx` ON `buyer_sessions` (`email`,`revoked_at`);--> statement-breakpoint
CREATE TABLE `sign_in_links` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sign_in_links_token_hash_unique` ON `sign_in_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `sign_in_links_email_idx` ON `sign_in_links` (`email`,`created_at`);--> statement-breakpoint
CREATE TABLE `buyer_accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`first_signed_in_at` text NOT NULL,
	`last_signed_in_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `buyer_accounts_email_unique` ON `buyer_accounts` (`email`);--> statement-breakpoint
ALTER TABLE `saved_searches` ADD `paused_at` text;--> statement-breakpoint
CREATE INDEX `car_enquiries_email_idx` ON `car_enquiries` (lower(email));--> statement-breakpoint
CREATE INDEX `contact_messages_email_idx` ON `contact_messages` (lower(email));--> statement-breakpoint
CREATE INDEX `import_requests_email_idx` ON `import_requests` (lower(email));--> statement-breakpoint
CREATE INDEX `sell_requests_email_idx` ON `sell_requests` (lower(email));--> statement-breakpoint
CREATE INDEX `test_drives_email_idx` ON `test_drives` (lower(email));--> statement-breakpoint
CREATE INDEX `reservations_email_idx` ON `reservations` (lower(email));