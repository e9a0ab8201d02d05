CREATE TABLE `held_photos` (
	`id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`url` text NOT NULL,
	`file_name` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `held_photos_token_idx` ON `held_photos` (`token_hash`);--> statement-breakpoint
CREATE INDEX `held_photos_created_idx` ON `held_photos` (`created_at`);