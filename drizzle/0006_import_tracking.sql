-- Orders taken before tracking get their private token here.
ALTER TABLE `import_requests` ADD `tracking_token` text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE `import_requests` SET `tracking_token` = lower(hex(randomblob(16)));--> statement-breakpoint
ALTER TABLE `import_requests` ADD `stage` text DEFAULT 'received' NOT NULL;--> statement-breakpoint
ALTER TABLE `import_requests` ADD `cancel_reason` text;--> statement-breakpoint
CREATE UNIQUE INDEX `import_requests_tracking_token_unique` ON `import_requests` (`tracking_token`);