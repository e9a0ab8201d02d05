ALTER TABLE `finance_settings` ADD `warranty_extra_years` integer;--> statement-breakpoint
ALTER TABLE `finance_settings` ADD `warranty_offered_until` text;