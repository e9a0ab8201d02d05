CREATE TABLE `finance_settings` (
	`id` text PRIMARY KEY NOT NULL,
	`deposit_percent` real NOT NULL,
	`rate_percent` real NOT NULL,
	`term_months` integer NOT NULL,
	`min_term_months` integer NOT NULL,
	`max_term_months` integer NOT NULL,
	`min_deposit_percent` real NOT NULL,
	`disclaimer` text NOT NULL,
	`bank_presets` text DEFAULT '[]' NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `import_rates` (
	`id` text PRIMARY KEY NOT NULL,
	`effective_date` text NOT NULL,
	`source_note` text NOT NULL,
	`import_duty_percent` real NOT NULL,
	`import_duty_electric_percent` real NOT NULL,
	`excise_small_percent` real NOT NULL,
	`excise_mid_percent` real NOT NULL,
	`excise_large_percent` real NOT NULL,
	`excise_electric_percent` real NOT NULL,
	`vat_percent` real NOT NULL,
	`idf_percent` real NOT NULL,
	`rdl_percent` real NOT NULL,
	`usd_kes` real NOT NULL,
	`jpy_kes` real NOT NULL,
	`max_age_years` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `import_rates_effective_date_unique` ON `import_rates` (`effective_date`);--> statement-breakpoint
ALTER TABLE `import_requests` ADD `cost_estimate` text;--> statement-breakpoint
-- The figures every installation starts from; staff change them in the console.
INSERT INTO `finance_settings` (`id`, `deposit_percent`, `rate_percent`, `term_months`, `min_term_months`, `max_term_months`, `min_deposit_percent`, `disclaimer`, `bank_presets`) VALUES ('current', 20, 14, 48, 12, 60, 10, 'Figures are indicative: the deposit, rate and term you are offered depend on the lender’s approval.', '[]');--> statement-breakpoint
INSERT INTO `import_rates` (`id`, `effective_date`, `source_note`, `import_duty_percent`, `import_duty_electric_percent`, `excise_small_percent`, `excise_mid_percent`, `excise_large_percent`, `excise_electric_percent`, `vat_percent`, `idf_percent`, `rdl_percent`, `usd_kes`, `jpy_kes`, `max_age_years`) VALUES (lower(hex(randomblob(12))), '2025-07-01', 'Rates gathered when the site was built: import duty 35% (electric 25%); excise 20% to 1500 cc, 25% to 3000 cc petrol or 2500 cc diesel, 35% above (electric 10%); VAT 16%; IDF 2.5%; RDL 2%. Exchange rates indicative. Check against KRA before relying on them.', 35, 25, 20, 25, 35, 10, 16, 2.5, 2, 129.5, 0.87, 8);
