CREATE TABLE `car_enquiries` (
	`id` text PRIMARY KEY NOT NULL,
	`reference` text NOT NULL,
	`car_id` text,
	`name` text NOT NULL,
	`phone` text NOT NULL,
	`email` text,
	`message` text NOT NULL,
	`preferred_contact` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`car_id`) REFERENCES `cars`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `car_enquiries_reference_unique` ON `car_enquiries` (`reference`);--> statement-breakpoint
CREATE INDEX `car_enquiries_created_idx` ON `car_enquiries` (`created_at`);--> statement-breakpoint
CREATE INDEX `car_enquiries_car_idx` ON `car_enquiries` (`car_id`);--> statement-breakpoint
CREATE TABLE `test_drives` (
	`id` text PRIMARY KEY NOT NULL,
	`reference` text NOT NULL,
	`car_id` text,
	`name` text NOT NULL,
	`phone` text NOT NULL,
	`email` text,
	`preferred_date` text NOT NULL,
	`preferred_time` text NOT NULL,
	`by_appointment` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`car_id`) REFERENCES `cars`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `test_drives_reference_unique` ON `test_drives` (`reference`);--> statement-breakpoint
CREATE INDEX `test_drives_created_idx` ON `test_drives` (`created_at`);--> statement-breakpoint
CREATE INDEX `test_drives_car_idx` ON `test_drives` (`car_id`);