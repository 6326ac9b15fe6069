CREATE TABLE "draft_run" (
	"issuance_id" text PRIMARY KEY NOT NULL,
	"issuance_type" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"plan" jsonb NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"made" integer DEFAULT 0 NOT NULL,
	"skipped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"review_batch_id" text,
	"error" text,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "seasonal_value" ADD COLUMN "pagasa_description" text;--> statement-breakpoint
ALTER TABLE "draft_run" ADD CONSTRAINT "draft_run_issuance_id_weather_issuance_id_fk" FOREIGN KEY ("issuance_id") REFERENCES "public"."weather_issuance"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draft_run_queued_idx" ON "draft_run" USING btree ("issuance_type","queued_at");