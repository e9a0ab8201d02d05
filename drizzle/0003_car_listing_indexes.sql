DROP INDEX `cars_brand_created_idx`;--> statement-breakpoint
DROP INDEX `cars_year_idx`;--> statement-breakpoint
DROP INDEX `cars_fuel_idx`;--> statement-breakpoint
DROP INDEX `cars_condition_idx`;--> statement-breakpoint
DROP INDEX `cars_drivetrain_idx`;--> statement-breakpoint
DROP INDEX `cars_created_idx`;--> statement-breakpoint
CREATE INDEX `cars_created_price_idx` ON `cars` (`created_at`,`price`);--> statement-breakpoint
CREATE INDEX `cars_year_price_idx` ON `cars` (`year`,`price`);--> statement-breakpoint
CREATE INDEX `cars_brand_created_price_idx` ON `cars` (`brand`,`created_at`,`price`);--> statement-breakpoint
CREATE INDEX `cars_brand_year_price_idx` ON `cars` (`brand`,`year`,`price`);--> statement-breakpoint
CREATE INDEX `cars_year_created_price_idx` ON `cars` (`year`,`created_at`,`price`);--> statement-breakpoint
CREATE INDEX `cars_fuel_created_price_idx` ON `cars` (`fuel`,`created_at`,`price`);--> statement-breakpoint
CREATE INDEX `cars_fuel_price_idx` ON `cars` (`fuel`,`price`);--> statement-breakpoint
CREATE INDEX `cars_fuel_year_price_idx` ON `cars` (`fuel`,`year`,`price`);--> statement-breakpoint
CREATE INDEX `cars_condition_created_price_idx` ON `cars` (`condition`,`created_at`,`price`);--> statement-breakpoint
CREATE INDEX `cars_condition_price_idx` ON `cars` (`condition`,`price`);--> statement-breakpoint
CREATE INDEX `cars_condition_year_price_idx` ON `cars` (`condition`,`year`,`price`);--> statement-breakpoint
CREATE INDEX `cars_drivetrain_created_price_idx` ON `cars` (`drivetrain`,`created_at`,`price`);--> statement-breakpoint
CREATE INDEX `cars_drivetrain_price_idx` ON `cars` (`drivetrain`,`price`);--> statement-breakpoint
CREATE INDEX `cars_drivetrain_year_price_idx` ON `cars` (`drivetrain`,`year`,`price`);--> statement-breakpoint
CREATE INDEX `cars_brand_year_created_price_idx` ON `cars` (`brand`,`year`,`created_at`,`price`);--> statement-breakpoint
CREATE INDEX `cars_brand_fuel_created_price_idx` ON `cars` (`brand`,`fuel`,`created_at`,`price`);--> statement-breakpoint
CREATE INDEX `cars_brand_fuel_price_idx` ON `cars` (`brand`,`fuel`,`price`);--> statement-breakpoint
CREATE INDEX `cars_brand_fuel_year_price_idx` ON `cars` (`brand`,`fuel`,`year`,`price`);--> statement-breakpoint
CREATE INDEX `cars_brand_condition_created_price_idx` ON `cars` (`brand`,`condition`,`created_at`,`price`);--> statement-breakpoint
CREATE INDEX `cars_brand_condition_price_idx` ON `cars` (`brand`,`condition`,`price`);--> statement-breakpoint
CREATE INDEX `cars_brand_condition_year_price_idx` ON `cars` (`brand`,`condition`,`year`,`price`);--> statement-breakpoint
CREATE INDEX `cars_brand_drivetrain_created_price_idx` ON `cars` (`brand`,`drivetrain`,`created_at`,`price`);--> statement-breakpoint
CREATE INDEX `cars_brand_drivetrain_price_idx` ON `cars` (`brand`,`drivetrain`,`price`);--> statement-breakpoint
CREATE INDEX `cars_brand_drivetrain_year_price_idx` ON `cars` (`brand`,`drivetrain`,`year`,`price`);