CREATE TABLE "sms_do_not_text" (
	"phone_hash" text PRIMARY KEY NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"refused_imports" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_subscriber" (
	"id" text PRIMARY KEY NOT NULL,
	"phone_sealed" text,
	"phone_hash" text,
	"name_sealed" text,
	"state" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"consent_method" text NOT NULL,
	"consent_wording" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_at" timestamp with time zone,
	"stopped_by" text,
	"erased_at" timestamp with time zone,
	CONSTRAINT "sms_subscriber_erased_check" CHECK ("sms_subscriber"."erased_at" is null or ("sms_subscriber"."phone_sealed" is null and "sms_subscriber"."phone_hash" is null and "sms_subscriber"."name_sealed" is null))
);
--> statement-breakpoint
CREATE TABLE "sms_subscription" (
	"subscriber_id" text NOT NULL,
	"province_psgc" text NOT NULL,
	"municipality_psgc" text NOT NULL,
	"crop_key" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_subscription_subscriber_id_municipality_psgc_crop_key_language_pk" PRIMARY KEY("subscriber_id","municipality_psgc","crop_key","language")
);
--> statement-breakpoint
ALTER TABLE "sms_subscription" ADD CONSTRAINT "sms_subscription_subscriber_id_sms_subscriber_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."sms_subscriber"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_subscription" ADD CONSTRAINT "sms_subscription_province_psgc_province_psgc_fk" FOREIGN KEY ("province_psgc") REFERENCES "public"."province"("psgc") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_subscription" ADD CONSTRAINT "sms_subscription_municipality_psgc_municipality_psgc_fk" FOREIGN KEY ("municipality_psgc") REFERENCES "public"."municipality"("psgc") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_subscription" ADD CONSTRAINT "sms_subscription_crop_key_crop_key_fk" FOREIGN KEY ("crop_key") REFERENCES "public"."crop"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_subscriber_phone_hash_idx" ON "sms_subscriber" USING btree ("phone_hash");--> statement-breakpoint
CREATE INDEX "sms_subscription_audience_idx" ON "sms_subscription" USING btree ("municipality_psgc","crop_key","language");