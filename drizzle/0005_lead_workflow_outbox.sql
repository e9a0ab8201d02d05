CREATE TABLE `lead_events` (
	`id` text PRIMARY KEY NOT NULL,
	`lead_id` text NOT NULL,
	`type` text NOT NULL,
	`note` text,
	`before` text,
	`after` text,
	`actor_id` text,
	`actor_name` text NOT NULL,
	`at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`actor_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `lead_events_lead_idx` ON `lead_events` (`lead_id`,`at`);--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`purpose` text NOT NULL,
	`lead_id` text,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`last_error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`sent_at` text
);
--> statement-breakpoint
CREATE INDEX `outbox_due_idx` ON `outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `outbox_created_idx` ON `outbox` (`created_at`);--> statement-breakpoint
ALTER TABLE `car_enquiries` ADD `status` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE `car_enquiries` ADD `assignee_id` text REFERENCES staff(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `car_enquiries` ADD `next_follow_up` text;--> statement-breakpoint
ALTER TABLE `car_enquiries` ADD `first_contact_at` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `status` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `assignee_id` text REFERENCES staff(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `next_follow_up` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `first_contact_at` text;--> statement-breakpoint
ALTER TABLE `import_requests` ADD `status` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE `import_requests` ADD `assignee_id` text REFERENCES staff(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `import_requests` ADD `next_follow_up` text;--> statement-breakpoint
ALTER TABLE `import_requests` ADD `first_contact_at` text;--> statement-breakpoint
ALTER TABLE `sell_requests` ADD `status` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE `sell_requests` ADD `assignee_id` text REFERENCES staff(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `sell_requests` ADD `next_follow_up` text;--> statement-breakpoint
ALTER TABLE `sell_requests` ADD `first_contact_at` text;--> statement-breakpoint
ALTER TABLE `test_drives` ADD `status` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE `test_drives` ADD `assignee_id` text REFERENCES staff(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `test_drives` ADD `next_follow_up` text;--> statement-breakpoint
ALTER TABLE `test_drives` ADD `first_contact_at` text;--> statement-breakpoint
CREATE VIEW `leads` AS select id, 'contact' as kind, name, email, phone, null as car_id, null as reference, status, assignee_id, next_follow_up, first_contact_at, created_at from contact_messages union all select id, 'import' as kind, name, email, phone, null as car_id, null as reference, status, assignee_id, next_follow_up, first_contact_at, created_at from import_requests union all select id, 'sell' as kind, name, email, phone, null as car_id, null as reference, status, assignee_id, next_follow_up, first_contact_at, created_at from sell_requests union all select id, 'enquiry' as kind, name, email, phone, car_id, reference, status, assignee_id, next_follow_up, first_contact_at, created_at from car_enquiries union all select id, 'test-drive' as kind, name, email, phone, car_id, reference, status, assignee_id, next_follow_up, first_contact_at, created_at from test_drives;