CREATE TABLE `chat_clicks` (
	`id` text PRIMARY KEY NOT NULL,
	`car_id` text NOT NULL,
	`at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`car_id`) REFERENCES `cars`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `chat_clicks_car_idx` ON `chat_clicks` (`car_id`,`at`);