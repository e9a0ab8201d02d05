ALTER TABLE `outbox` ADD `recipient_key` text;--> statement-breakpoint
CREATE INDEX `outbox_recipient_idx` ON `outbox` (`recipient_key`,`created_at`);--> statement-breakpoint
-- Confirmations queued before the column count towards the day's cap under their address.
UPDATE `outbox` SET `recipient_key` = lower(trim(`to`)) WHERE `purpose` IN ('customer-confirmation', 'alert-confirmation');
