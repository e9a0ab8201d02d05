-- Fuel, condition and drivetrain were free text before the console offered them as
-- lists, so "petrol" and "Petrol " split the public filters. Each value that is one
-- of the lists' entries in another case or with spaces around it is stored as the list
-- spells it (api/src/contract/options.ts); a value on no list is left for staff.
UPDATE `cars` SET `fuel` = CASE lower(trim(`fuel`))
    WHEN 'petrol' THEN 'Petrol'
    WHEN 'diesel' THEN 'Diesel'
    WHEN 'hybrid' THEN 'Hybrid'
    WHEN 'electric' THEN 'Electric'
    ELSE `fuel` END
  WHERE `fuel` NOT IN ('Petrol', 'Diesel', 'Hybrid', 'Electric');
--> statement-breakpoint
UPDATE `cars` SET `condition` = CASE lower(trim(`condition`))
    WHEN 'new' THEN 'New'
    WHEN 'certified pre-owned' THEN 'Certified Pre-Owned'
    WHEN 'used' THEN 'Used'
    ELSE `condition` END
  WHERE `condition` NOT IN ('New', 'Certified Pre-Owned', 'Used');
--> statement-breakpoint
UPDATE `cars` SET `drivetrain` = upper(trim(`drivetrain`))
  WHERE `drivetrain` NOT IN ('AWD', '4WD', 'RWD', 'FWD')
    AND upper(trim(`drivetrain`)) IN ('AWD', '4WD', 'RWD', 'FWD');
--> statement-breakpoint
UPDATE `cars` SET `transmission` = CASE lower(trim(`transmission`))
    WHEN 'automatic' THEN 'Automatic'
    WHEN 'manual' THEN 'Manual'
    ELSE `transmission` END
  WHERE `transmission` NOT IN ('Automatic', 'Manual');
