CREATE TABLE `reservation_events` (
	`id` text PRIMARY KEY NOT NULL,
	`reservation_id` text NOT NULL,
	`at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`kind` text NOT NULL,
	`actor` text NOT NULL,
	`detail` text,
	FOREIGN KEY (`reservation_id`) REFERENCES `reservations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reservation_events_reservation` ON `reservation_events` (`reservation_id`,`at`);--> statement-breakpoint
CREATE TABLE `reservations` (
	`id` text PRIMARY KEY NOT NULL,
	`token` text NOT NULL,
	`reference` text NOT NULL,
	`car_id` text NOT NULL,
	`name` text NOT NULL,
	`phone` text NOT NULL,
	`email` text,
	`amount` integer NOT NULL,
	`status` text NOT NULL,
	`outcome` text,
	`merchant_request_id` text,
	`checkout_request_id` text,
	`pushed_at` text,
	`pay_by` text NOT NULL,
	`receipt` text,
	`paid_at` text,
	`held_until` text,
	`availability_before` text,
	`cancel_reason` text,
	`refund_reference` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`car_id`) REFERENCES `cars`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reservations_token_unique` ON `reservations` (`token`);--> statement-breakpoint
CREATE UNIQUE INDEX `reservations_reference_unique` ON `reservations` (`reference`);--> statement-breakpoint
CREATE UNIQUE INDEX `reservations_checkout_request_id_unique` ON `reservations` (`checkout_request_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `reservations_receipt_unique` ON `reservations` (`receipt`);--> statement-breakpoint
CREATE UNIQUE INDEX `reservations_one_awaiting_per_car` ON `reservations` (`car_id`) WHERE "reservations"."status" = 'awaiting-payment';--> statement-breakpoint
CREATE UNIQUE INDEX `reservations_one_paid_per_car` ON `reservations` (`car_id`) WHERE "reservations"."status" = 'paid';--> statement-breakpoint
CREATE INDEX `reservations_status_created` ON `reservations` (`status`,`created_at`);