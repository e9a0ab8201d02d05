ALTER TABLE `cars` ADD `gearbox` text;--> statement-breakpoint
-- A gearbox named where the kind belongs ("8-speed PDK dual-clutch") moves to its own
-- field, and the kind is read from it: manual if it says so, automatic otherwise (a CVT,
-- a dual-clutch and a single-speed drive all shift themselves).
UPDATE `cars` SET
    `gearbox` = trim(`transmission`),
    `transmission` = CASE WHEN lower(`transmission`) LIKE '%manual%' THEN 'Manual' ELSE 'Automatic' END
  WHERE `transmission` NOT IN ('Automatic', 'Manual');
