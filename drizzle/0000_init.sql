CREATE TABLE `brands` (
	`id` text PRIMARY KEY NOT NULL,
	`key` text NOT NULL,
	`name` text NOT NULL,
	`full_name` text NOT NULL,
	`description` text NOT NULL,
	`banner_image` text,
	`logo_image` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `brands_key_unique` ON `brands` (`key`);--> statement-breakpoint
CREATE INDEX `brands_name_idx` ON `brands` (`name`);--> statement-breakpoint
CREATE TABLE `cars` (
	`id` text PRIMARY KEY NOT NULL,
	`brand` text NOT NULL,
	`model` text NOT NULL,
	`year` integer NOT NULL,
	`price` integer NOT NULL,
	`main_image` text,
	`images` text DEFAULT '[]' NOT NULL,
	`mileage` integer,
	`fuel` text NOT NULL,
	`transmission` text NOT NULL,
	`engine` text NOT NULL,
	`horsepower` integer NOT NULL,
	`availability` text DEFAULT 'In Stock' NOT NULL,
	`awards` text DEFAULT '[]' NOT NULL,
	`safety_features` text DEFAULT '[]' NOT NULL,
	`is_limited` integer DEFAULT false NOT NULL,
	`condition` text,
	`drivetrain` text,
	`acceleration` text,
	`top_speed` text,
	`doors` integer,
	`seats` integer,
	`cargo_space` text,
	`fuel_economy` text,
	`interior` text,
	`infotainment` text,
	`warranty` text,
	`location` text,
	`description` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`brand`) REFERENCES `brands`(`key`) ON UPDATE cascade ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `cars_brand_created_idx` ON `cars` (`brand`,`created_at`);--> statement-breakpoint
CREATE INDEX `cars_brand_price_idx` ON `cars` (`brand`,`price`);--> statement-breakpoint
CREATE INDEX `cars_year_idx` ON `cars` (`year`);--> statement-breakpoint
CREATE INDEX `cars_fuel_idx` ON `cars` (`fuel`);--> statement-breakpoint
CREATE INDEX `cars_condition_idx` ON `cars` (`condition`);--> statement-breakpoint
CREATE INDEX `cars_drivetrain_idx` ON `cars` (`drivetrain`);--> statement-breakpoint
CREATE INDEX `cars_price_idx` ON `cars` (`price`);--> statement-breakpoint
CREATE INDEX `cars_created_idx` ON `cars` (`created_at`);--> statement-breakpoint
CREATE TABLE `featured_cars` (
	`car_id` text PRIMARY KEY NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`car_id`) REFERENCES `cars`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `limited_offers` (
	`id` text PRIMARY KEY NOT NULL,
	`car_id` text NOT NULL,
	`expiry_date` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`car_id`) REFERENCES `cars`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `limited_offers_expiry_idx` ON `limited_offers` (`expiry_date`);--> statement-breakpoint
CREATE INDEX `limited_offers_car_idx` ON `limited_offers` (`car_id`);--> statement-breakpoint
CREATE TABLE `blogs` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`main_image` text,
	`images` text DEFAULT '[]' NOT NULL,
	`author` text NOT NULL,
	`is_published` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`published_at` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `blogs_published_idx` ON `blogs` (`is_published`,`published_at`);--> statement-breakpoint
CREATE INDEX `blogs_created_idx` ON `blogs` (`created_at`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contact_messages_created_idx` ON `contact_messages` (`created_at`);--> statement-breakpoint
CREATE TABLE `import_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`car_make` text NOT NULL,
	`car_model` text NOT NULL,
	`car_year` integer,
	`budget` text NOT NULL,
	`additional_info` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `import_requests_created_idx` ON `import_requests` (`created_at`);--> statement-breakpoint
CREATE TABLE `sell_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`car_make` text NOT NULL,
	`car_model` text NOT NULL,
	`car_year` integer NOT NULL,
	`mileage` integer NOT NULL,
	`condition` text NOT NULL,
	`images` text DEFAULT '[]' NOT NULL,
	`additional_info` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sell_requests_created_idx` ON `sell_requests` (`created_at`);