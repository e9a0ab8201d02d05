CREATE TABLE `dealer_settings` (
	`id` text PRIMARY KEY NOT NULL,
	`street_address` text NOT NULL,
	`locality` text NOT NULL,
	`region` text NOT NULL,
	`postal_code` text NOT NULL,
	`country` text NOT NULL,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL,
	`telephone` text NOT NULL,
	`whatsapp` text NOT NULL,
	`email` text NOT NULL,
	`opening_hours` text NOT NULL,
	`map_url` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
