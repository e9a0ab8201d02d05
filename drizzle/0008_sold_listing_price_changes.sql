CREATE TABLE `car_price_changes` (
	`id` text PRIMARY KEY NOT NULL,
	`car_id` text NOT NULL,
	`old_price` integer NOT NULL,
	`new_price` integer NOT NULL,
	`at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`car_id`) REFERENCES `cars`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `car_price_changes_car_idx` ON `car_price_changes` (`car_id`,`at`);--> statement-breakpoint
DROP INDEX `cars_created_price_idx`;--> statement-breakpoint
DROP INDEX `cars_price_idx`;--> statement-breakpoint
DROP INDEX `cars_year_price_idx`;--> statement-breakpoint
DROP INDEX `cars_brand_created_price_idx`;--> statement-breakpoint
DROP INDEX `cars_brand_price_idx`;--> statement-breakpoint
DROP INDEX `cars_brand_year_price_idx`;--> statement-breakpoint
DROP INDEX `cars_year_created_price_idx`;--> statement-breakpoint
DROP INDEX `cars_fuel_created_price_idx`;--> statement-breakpoint
DROP INDEX `cars_fuel_price_idx`;--> statement-breakpoint
DROP INDEX `cars_fuel_year_price_idx`;--> statement-breakpoint
DROP INDEX `cars_condition_created_price_idx`;--> statement-breakpoint
DROP INDEX `cars_condition_price_idx`;--> statement-breakpoint
DROP INDEX `cars_condition_year_price_idx`;--> statement-breakpoint
DROP INDEX `cars_drivetrain_created_price_idx`;--> statement-breakpoint
DROP INDEX `cars_drivetrain_price_idx`;--> statement-breakpoint
DROP INDEX `cars_drivetrain_year_price_idx`;--> statement-breakpoint
DROP INDEX `cars_brand_year_created_price_idx`;--> statement-breakpoint
DROP INDEX `cars_brand_fuel_created_price_idx`;--> statement-breakpoint
DROP INDEX `cars_brand_fuel_price_idx`;--> statement-breakpoint
DROP INDEX `cars_brand_fuel_year_price_idx`;--> statement-breakpoint
DROP INDEX `cars_brand_condition_created_price_idx`;--> statement-breakpoint
DROP INDEX `cars_brand_condition_price_idx`;--> statement-breakpoint
DROP INDEX `cars_brand_condition_year_price_idx`;--> statement-breakpoint
DROP INDEX `cars_brand_drivetrain_created_price_idx`;--> statement-breakpoint
DROP INDEX `cars_brand_drivetrain_price_idx`;--> statement-breakpoint
DROP INDEX `cars_brand_drivetrain_year_price_idx`;--> statement-breakpoint
CREATE INDEX `cars_created_price_availability_idx` ON `cars` (`created_at`,`price`,`availability`);--> statement-breakpoint
CREATE INDEX `cars_price_availability_idx` ON `cars` (`price`,`availability`);--> statement-breakpoint
CREATE INDEX `cars_year_price_availability_idx` ON `cars` (`year`,`price`,`availability`);--> statement-breakpoint
CREATE INDEX `cars_brand_created_price_availability_idx` ON `cars` (`brand`,`created_at`,`price`,`availability`);--> statement-breakpoint
CREATE INDEX `cars_brand_price_availability_idx` ON `cars` (`brand`,`price`,`availability`);--> statement-breakpoint
CREATE INDEX `cars_brand_year_price_availability_idx` ON `cars` (`brand`,`year`,`price`,`availability`);--> statement-breakpoint
CREATE INDEX `cars_year_created_price_availability_idx` ON `cars` (`year`,`created_at`,`price`,`availability`);--> statement-breakpoint
CREATE INDEX `cars_fuel_created_price_availability_idx` ON `cars` (`fuel`,`created_at`,`price`,`availability`);--> statement-breakpoint
CREATE INDEX `cars_fuel_price_availability_idx` ON `cars` (`fuel`,`price`,`availability`);--> statement-breakpoint
CREATE INDEX `cars_fuel_year_price_availability_idx` ON `cars` (`fuel`,`year`,`price`,`availability`);--> statement-breakpoint
CREATE INDEX `cars_condition_created_price_availability_idx` ON `cars` (`condition`,`created_at`,`price`,`availability`);--> statement-breakpoint
CREATE INDEX `cars_condition_price_availability_idx` ON `cars` (`condition`,`price`,`availability`);--> statement-breakpoint
CREATE INDEX `cars_condition_year_price_availability_idx` ON `cars` (`condition`,`year`,`price`,`availability`);--> statement-breakpoint
CREATE INDEX `cars_drivetrain_created_price_availability_idx` ON `cars` (`drivetrain`,`created_at`,`price`,`availability`);--> statement-breakpoint
CREATE INDEX `cars_drivetrain_price_availability_idx` ON `cars` (`drivetrain`,`price`,`availability`);--> statement-breakpoint
CREATE INDEX `cars_drivetrain_year_price_availability_idx` ON `cars` (`drivetrain`,`year`,`price`,`availability`);--> statement-breakpoint
CREATE INDEX `cars_brand_year_created_price_availability_idx` ON `cars` (`brand`,`year`,`created_at`,`price`,`availability`);--> statement-breakpoint
CREATE INDEX `cars_brand_fuel_created_price_availability_idx` ON `cars` (`brand`,`fuel`,`created_at`,`price`,`availability`);--> statement-breakpoint
CREATE INDEX `cars_brand_fuel_price_availability_idx` ON `cars` (`brand`,`fuel`,`price`,`availability`);--> statement-breakpoint
CREATE INDEX `cars_brand_fuel_year_price_availability_idx` ON `cars` (`brand`,`fuel`,`year`,`price`,`availability`);--> statement-breakpoint
CREATE INDEX `cars_brand_condition_created_price_availability_idx` ON `cars` (`brand`,`condition`,`created_at`,`price`,`availability`);--> statement-breakpoint
CREATE INDEX `cars_brand_condition_price_availability_idx` ON `cars` (`brand`,`condition`,`price`,`availability`);--> statement-breakpoint
CREATE INDEX `cars_brand_condition_year_price_availability_idx` ON `cars` (`brand`,`condition`,`year`,`price`,`availability`);--> statement-breakpoint
CREATE INDEX `cars_brand_drivetrain_created_price_availability_idx` ON `cars` (`brand`,`drivetrain`,`created_at`,`price`,`availability`);--> statement-breakpoint
CREATE INDEX `cars_brand_drivetrain_price_availability_idx` ON `cars` (`brand`,`drivetrain`,`price`,`availability`);--> statement-breakpoint
CREATE INDEX `cars_brand_drivetrain_year_price_availability_idx` ON `cars` (`brand`,`drivetrain`,`year`,`price`,`availability`);