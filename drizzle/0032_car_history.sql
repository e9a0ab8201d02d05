CREATE TABLE `car_documents` (
	`id` text PRIMARY KEY NOT NULL,
	`car_id` text NOT NULL,
	`kind` text NOT NULL,
	`fields` text NOT NULL,
	`buyer_visible` integer DEFAULT false NOT NULL,
	`file_key` text,
	`file_type` text,
	`file_bytes` integer,
	`file_pages` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`car_id`) REFERENCES `cars`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `car_documents_car_idx` ON `car_documents` (`car_id`,`kind`);--> statement-breakpoint
CREATE TABLE `car_imperfections` (
	`id` text PRIMARY KEY NOT NULL,
	`car_id` text NOT NULL,
	`photo` text NOT NULL,
	`caption` text NOT NULL,
	`area` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`car_id`) REFERENCES `cars`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `car_imperfections_car_idx` ON `car_imperfections` (`car_id`,`position`);--> statement-breakpoint
CREATE TABLE `car_inspections` (
	`id` text PRIMARY KEY NOT NULL,
	`car_id` text NOT NULL,
	`inspector` text NOT NULL,
	`inspected_on` text NOT NULL,
	`odometer_km` integer NOT NULL,
	`results` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`car_id`) REFERENCES `cars`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `car_inspections_car_idx` ON `car_inspections` (`car_id`);