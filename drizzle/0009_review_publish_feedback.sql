CREATE TABLE "bulletin_feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bulletin_id" text NOT NULL,
	"useful" boolean NOT NULL,
	"comment" text,
	"comment_state" text DEFAULT 'held' NOT NULL,
	"reviewed_by_id" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "reviewer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bulletin" ADD COLUMN "owner_name" text;--> statement-breakpoint
ALTER TABLE "bulletin" ADD COLUMN "state" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "bulletin" ADD COLUMN "review_batch_id" text;--> statement-breakpoint
ALTER TABLE "bulletin" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bulletin" ADD COLUMN "review_comment" text;--> statement-breakpoint
ALTER TABLE "bulletin" ADD COLUMN "approved_by_id" text;--> statement-breakpoint
ALTER TABLE "bulletin" ADD COLUMN "approved_by_name" text;--> statement-breakpoint
ALTER TABLE "bulletin" ADD COLUMN "approved_by_email" text;--> statement-breakpoint
ALTER TABLE "bulletin" ADD COLUMN "acknowledged_warnings" jsonb;--> statement-breakpoint
ALTER TABLE "bulletin" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bulletin" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bulletin" ADD COLUMN "withdrawn_reason" text;--> statement-breakpoint
ALTER TABLE "bulletin" ADD COLUMN "sms_text" text;--> statement-breakpoint
ALTER TABLE "bulletin_feedback" ADD CONSTRAINT "bulletin_feedback_bulletin_id_bulletin_id_fk" FOREIGN KEY ("bulletin_id") REFERENCES "public"."bulletin"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulletin_feedback_bulletin_idx" ON "bulletin_feedback" USING btree ("bulletin_id","created_at");--> statement-breakpoint
CREATE INDEX "bulletin_feedback_state_idx" ON "bulletin_feedback" USING btree ("comment_state","created_at");--> statement-breakpoint
CREATE INDEX "bulletin_state_idx" ON "bulletin" USING btree ("state","published_at");--> statement-breakpoint
CREATE INDEX "bulletin_review_batch_idx" ON "bulletin" USING btree ("review_batch_id");--> statement-breakpoint
-- Bulletins saved before review existed were public the moment they were saved: they stay published.
UPDATE "bulletin" SET "state" = 'published', "published_at" = "date_created" WHERE "state" = 'draft';
