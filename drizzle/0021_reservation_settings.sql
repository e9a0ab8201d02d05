CREATE TABLE `reservation_settings` (
	`id` text PRIMARY KEY NOT NULL,
	`deposit_kind` text NOT NULL,
	`deposit_amount` integer NOT NULL,
	`deposit_percent` real NOT NULL,
	`deposit_min` integer NOT NULL,
	`deposit_max` integer NOT NULL,
	`hold_days` integer NOT NULL,
	`refund_terms` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
