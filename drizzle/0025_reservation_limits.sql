CREATE TABLE `reservation_refusals` (
	`day` text NOT NULL,
	`reason` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `reason`)
);
--> statement-breakpoint
ALTER TABLE `cars` ADD `being_reserved_until` text;--> statement-breakpoint
ALTER TABLE `reservation_settings` ADD `refund_confirm_above` integer DEFAULT 100000 NOT NULL;--> statement-breakpoint
ALTER TABLE `reservations` ADD `paid_amount` integer;--> statement-breakpoint
ALTER TABLE `reservations` ADD `paid_phone` text;--> statement-breakpoint
ALTER TABLE `reservations` ADD `client_key` text;--> statement-breakpoint
ALTER TABLE `reservations` ADD `refund_recorded_by` text;--> statement-breakpoint
ALTER TABLE `reservations` ADD `refund_confirmed_by` text;--> statement-breakpoint
CREATE INDEX `reservations_phone_created` ON `reservations` (`phone`,`created_at`);--> statement-breakpoint
CREATE INDEX `reservations_client_waiting` ON `reservations` (`client_key`) WHERE "reservations"."status" = 'awaiting-payment';--> statement-breakpoint
-- A car is "being reserved" while a buyer's prompt waits: set when such a reservation
-- starts, cleared whenever it leaves awaiting-payment (paid, failed, expired, cancelled)
-- or goes.
CREATE TRIGGER `reservations_being_reserved_start` AFTER INSERT ON `reservations`
WHEN NEW.`status` = 'awaiting-payment'
BEGIN
	UPDATE `cars` SET `being_reserved_until` = NEW.`pay_by` WHERE `id` = NEW.`car_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `reservations_being_reserved_end` AFTER UPDATE OF `status` ON `reservations`
WHEN OLD.`status` = 'awaiting-payment' AND NEW.`status` <> 'awaiting-payment'
BEGIN
	UPDATE `cars` SET `being_reserved_until` = NULL WHERE `id` = NEW.`car_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `reservations_being_reserved_gone` AFTER DELETE ON `reservations`
WHEN OLD.`status` = 'awaiting-payment'
BEGIN
	UPDATE `cars` SET `being_reserved_until` = NULL WHERE `id` = OLD.`car_id`;
END;
--> statement-breakpoint
-- Cars being paid for now (none when the migration runs on a quiet server).
UPDATE `cars` SET `being_reserved_until` = (
	SELECT `pay_by` FROM `reservations` r WHERE r.`car_id` = `cars`.`id` AND r.`status` = 'awaiting-payment'
);
