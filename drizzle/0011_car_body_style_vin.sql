ALTER TABLE `cars` ADD `body_style` text;--> statement-breakpoint
ALTER TABLE `cars` ADD `vin` text;--> statement-breakpoint
ALTER TABLE `cars` ADD `show_vin` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `cars_body_style_created_price_availability_idx` ON `cars` (`body_style`,`created_at`,`price`,`availability`);--> statement-breakpoint
CREATE INDEX `cars_body_style_price_availability_idx` ON `cars` (`body_style`,`price`,`availability`);--> statement-breakpoint
CREATE INDEX `cars_body_style_year_price_availability_idx` ON `cars` (`body_style`,`year`,`price`,`availability`);--> statement-breakpoint
CREATE INDEX `cars_brand_body_style_created_price_availability_idx` ON `cars` (`brand`,`body_style`,`created_at`,`price`,`availability`);--> statement-breakpoint
CREATE INDEX `cars_brand_body_style_price_availability_idx` ON `cars` (`brand`,`body_style`,`price`,`availability`);--> statement-breakpoint
CREATE INDEX `cars_brand_body_style_year_price_availability_idx` ON `cars` (`brand`,`body_style`,`year`,`price`,`availability`);