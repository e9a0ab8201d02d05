-- The first rates' source note is shown to visitors under every import estimate: it
-- read as a note to staff ("Rates gathered when the site was built ... Check against
-- KRA before relying on them"). A note staff have since edited is left as it is.
UPDATE `import_rates` SET `source_note` = 'Kenya Revenue Authority rates: import duty 35% (electric cars 25%); excise duty 20% up to 1500 cc, 25% up to 3000 cc petrol or 2500 cc diesel, 35% above (electric cars 10%); VAT 16%; Import Declaration Fee 2.5%; Railway Development Levy 2%. Exchange rates are indicative.' WHERE `effective_date` = '2025-07-01' AND `source_note` LIKE 'Rates gathered when the site was built:%';
