-- The audit log stays append-only but for one narrow UPDATE: erasing a buyer's data (their
-- right under Kenya's Data Protection Act) may replace values in an entry's `changes` by
-- the marker "[erased]" (audit-log.repository.ts AUDIT_ERASED). Who, when, what, which
-- record, from where and which fields changed all stay as written; no value can be changed
-- to anything but the marker, none put back, no field added or taken away. DELETE is still
-- refused outright.
DROP TRIGGER `audit_log_no_update`;
--> statement-breakpoint
CREATE TRIGGER `audit_log_no_update` BEFORE UPDATE ON `audit_log`
WHEN NOT (
	NEW.`id` IS OLD.`id` AND NEW.`at` IS OLD.`at`
	AND NEW.`actor_uid` IS OLD.`actor_uid` AND NEW.`actor_email` IS OLD.`actor_email`
	AND NEW.`actor_role` IS OLD.`actor_role` AND NEW.`action` IS OLD.`action`
	AND NEW.`resource` IS OLD.`resource` AND NEW.`record_id` IS OLD.`record_id`
	AND NEW.`client_address` IS OLD.`client_address`
	AND json_valid(NEW.`changes`) AND json_type(NEW.`changes`) = 'object'
	AND (SELECT count(*) FROM json_each(NEW.`changes`)) = (SELECT count(*) FROM json_each(OLD.`changes`))
	AND NOT EXISTS (
		SELECT 1 FROM json_each(OLD.`changes`) AS o
		LEFT JOIN json_each(NEW.`changes`) AS n ON n.key = o.key
		WHERE n.key IS NULL
			OR n.type IS NOT 'object'
			OR (SELECT count(*) FROM json_each(n.value)) IS NOT (SELECT count(*) FROM json_each(o.value))
			OR (
				(n.value -> '$.before') IS NOT (o.value -> '$.before')
				AND ((n.value -> '$.before') IS NOT '"[erased]"' OR (o.value -> '$.before') = 'null')
			)
			OR (
				(n.value -> '$.after') IS NOT (o.value -> '$.after')
				AND ((n.value -> '$.after') IS NOT '"[erased]"' OR (o.value -> '$.after') = 'null')
			)
	)
)
BEGIN
	SELECT RAISE(ABORT, 'audit_log is append-only');
END;
