CREATE TABLE `address_confirmations` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`record_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `address_confirmations_record_idx` ON `address_confirmations` (`record_id`);--> statement-breakpoint
ALTER TABLE `car_enquiries` ADD `address_confirmed_at` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `address_confirmed_at` text;--> statement-breakpoint
ALTER TABLE `import_requests` ADD `address_confirmed_at` text;--> statement-breakpoint
ALTER TABLE `sell_requests` ADD `address_confirmed_at` text;--> statement-breakpoint
ALTER TABLE `test_drives` ADD `address_confirmed_at` text;--> statement-breakpoint
ALTER TABLE `reservations` ADD `address_confirmed_at` text;