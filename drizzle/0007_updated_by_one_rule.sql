ALTER TABLE "weather_common_data" ADD COLUMN "author_email" text;--> statement-breakpoint
ALTER TABLE "weather_common_data" ADD COLUMN "created_by_user_id" text;--> statement-breakpoint
ALTER TABLE "weather_issuance" ADD COLUMN "author_email" text;--> statement-breakpoint
-- updated_by held the staff member's email: the email moves to author_email (with the account id, when the account still exists) and updated_by follows the one rule, updatedByOf(source) — 'system' for PAGASA's files and connectors, 'admin' for hand entry. Rows already 'system' keep it.
UPDATE "weather_issuance" SET "author_email" = CASE WHEN "updated_by" LIKE '%@%' THEN "updated_by" END, "updated_by" = CASE WHEN "source"->>'mode' IN ('excel', 'api') THEN 'system' ELSE 'admin' END WHERE "updated_by" <> 'system';--> statement-breakpoint
-- Common data only ever came from the staff forms.
UPDATE "weather_common_data" SET "author_email" = CASE WHEN "updated_by" LIKE '%@%' THEN "updated_by" END, "created_by_user_id" = (SELECT "user"."id" FROM "user" WHERE "user"."email" = "weather_common_data"."updated_by" LIMIT 1), "updated_by" = 'admin' WHERE "updated_by" <> 'system';--> statement-breakpoint
ALTER TABLE "weather_common_data" ADD CONSTRAINT "weather_common_data_updated_by_check" CHECK ("weather_common_data"."updated_by" in ('system', 'admin'));--> statement-breakpoint
ALTER TABLE "weather_issuance" ADD CONSTRAINT "weather_issuance_updated_by_check" CHECK ("weather_issuance"."updated_by" in ('system', 'admin'));