CREATE TABLE "sms_confirmation" (
	"id" text PRIMARY KEY NOT NULL,
	"subscriber_id" text NOT NULL,
	"province_psgc" text NOT NULL,
	"municipality_psgc" text NOT NULL,
	"crop_key" text NOT NULL,
	"language" text NOT NULL,
	"consent_wording" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_inbound" (
	"id" text PRIMARY KEY NOT NULL,
	"subscriber_id" text,
	"action" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bulletin_feedback" ALTER COLUMN "useful" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bulletin_feedback" ADD COLUMN "channel" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_message" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_message" ADD COLUMN "status_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_confirmation" ADD CONSTRAINT "sms_confirmation_subscriber_id_sms_subscriber_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."sms_subscriber"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_confirmation" ADD CONSTRAINT "sms_confirmation_province_psgc_province_psgc_fk" FOREIGN KEY ("province_psgc") REFERENCES "public"."province"("psgc") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_confirmation" ADD CONSTRAINT "sms_confirmation_municipality_psgc_municipality_psgc_fk" FOREIGN KEY ("municipality_psgc") REFERENCES "public"."municipality"("psgc") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_confirmation" ADD CONSTRAINT "sms_confirmation_crop_key_crop_key_fk" FOREIGN KEY ("crop_key") REFERENCES "public"."crop"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_inbound" ADD CONSTRAINT "sms_inbound_subscriber_id_sms_subscriber_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."sms_subscriber"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_confirmation_subscriber_idx" ON "sms_confirmation" USING btree ("subscriber_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_inbound_received_idx" ON "sms_inbound" USING btree ("received_at");