-- Staff text no longer takes control characters other than tab and line breaks (issue 31). Rows that
-- staff can still edit are cleaned; records are left as they were sent: published and withdrawn
-- bulletins, cyclone advisories behind sent alerts, audit rows (their outputs drop the characters).
UPDATE "user" SET "name" = regexp_replace("name", '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]', '', 'g')
  WHERE "name" ~ '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]';--> statement-breakpoint
UPDATE "crop" SET
  "name_en" = regexp_replace("name_en", '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]', '', 'g'),
  "name_tl" = regexp_replace("name_tl", '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]', '', 'g')
  WHERE concat_ws(' ', "name_en", "name_tl") ~ '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]';--> statement-breakpoint
UPDATE "recommendation" SET
  "farm_operation" = regexp_replace("farm_operation", '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]', '', 'g'),
  "trigger" = regexp_replace("trigger", '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]', '', 'g'),
  "risk" = regexp_replace("risk", '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]', '', 'g'),
  "impact_en" = regexp_replace("impact_en", '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]', '', 'g'),
  "impact_tl" = regexp_replace("impact_tl", '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]', '', 'g'),
  "practice_en" = regexp_replace("practice_en", '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]', '', 'g'),
  "practice_tl" = regexp_replace("practice_tl", '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]', '', 'g'),
  "sms" = regexp_replace("sms", '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]', '', 'g')
  WHERE concat_ws(' ', "farm_operation", "trigger", "risk", "impact_en", "impact_tl", "practice_en", "practice_tl", "sms") ~ '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]';--> statement-breakpoint
UPDATE "bulletin" SET
  "sms_text" = regexp_replace("sms_text", '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]', '', 'g'),
  "review_comment" = regexp_replace("review_comment", '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]', '', 'g')
  WHERE "state" IN ('draft', 'in_review')
    AND concat_ws(' ', "sms_text", "review_comment") ~ '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]';
