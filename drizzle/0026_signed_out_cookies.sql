CREATE TABLE `signed_out_cookies` (
	`cookie_hash` text PRIMARY KEY NOT NULL,
	`signed_out_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`expires_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `signed_out_cookies_expires_idx` ON `signed_out_cookies` (`expires_at`);