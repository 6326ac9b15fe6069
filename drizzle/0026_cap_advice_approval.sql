CREATE TABLE "recommendation_approval" (
	"recommendation_id" integer PRIMARY KEY NOT NULL,
	"revision" integer NOT NULL,
	"farm_operation" text NOT NULL,
	"trigger" text,
	"practice_en" text NOT NULL,
	"practice_tl" text NOT NULL,
	"approved_by_id" text NOT NULL,
	"approved_by" text NOT NULL,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recommendation" ADD COLUMN "updated_by_id" text;--> statement-breakpoint
ALTER TABLE "recommendation" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "recommendation_approval" ADD CONSTRAINT "recommendation_approval_recommendation_id_recommendation_id_fk" FOREIGN KEY ("recommendation_id") REFERENCES "public"."recommendation"("id") ON DELETE cascade ON UPDATE no action;-- Advice stored before this release was never reviewed: it has no approval, so CAP alerts carry none
-- of it until a reviewer approves it (decision 090).
