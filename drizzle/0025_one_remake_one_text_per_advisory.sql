ALTER TABLE "bulletin" ADD COLUMN "remade_from" text;--> statement-breakpoint
ALTER TABLE "sms_message" ADD COLUMN "advisory_key" text;--> statement-breakpoint
ALTER TABLE "bulletin" ADD CONSTRAINT "bulletin_remade_from_bulletin_id_fk" FOREIGN KEY ("remade_from") REFERENCES "public"."bulletin"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bulletin_remade_from_idx" ON "bulletin" USING btree ("remade_from") WHERE "bulletin"."state" <> 'withdrawn';--> statement-breakpoint
-- Texts queued or sent before this release keep their advisory: the first text of each advisory to a
-- number holds it (the others, sent by racing bulletins, hold nothing), so a bulletin approved later for
-- an advisory a farmer was already texted about does not text them again. The texts of a withdrawn
-- bulletin that never left hold nothing, as a withdrawal leaves them from now on. The key is the one
-- bulletinAdvisoryKey makes: place, crop, the outlook issue, and the advisory of the signal it leads with.
WITH "keyed" AS (
  SELECT "m"."id", "m"."subscriber_id", "m"."queued_at",
    "b"."municipality_psgc" || ' ' || "b"."crop_key" || ' ' || ("b"."document" -> 'sources' ->> 'issuanceId')
      || coalesce(' ' || ("b"."document" -> 'storm' ->> 'issuanceId'), '') AS "key"
  FROM "sms_message" "m" JOIN "bulletin" "b" ON "b"."id" = "m"."bulletin_id"
  WHERE "m"."kind" = 'bulletin' AND NOT ("b"."state" = 'withdrawn' AND "m"."state" IN ('queued', 'failed'))
), "first" AS (
  SELECT DISTINCT ON ("subscriber_id", "key") "id", "key" FROM "keyed" ORDER BY "subscriber_id", "key", "queued_at", "id"
)
UPDATE "sms_message" SET "advisory_key" = "first"."key" FROM "first" WHERE "first"."id" = "sms_message"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "sms_message_subscriber_advisory_idx" ON "sms_message" USING btree ("subscriber_id","advisory_key");