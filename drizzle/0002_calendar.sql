CREATE TABLE "crop" (
	"key" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_tl" text NOT NULL,
	"sort_order" integer NOT NULL,
	"stages" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crop_calendar" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crop_calendar_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"province_psgc" text NOT NULL,
	"municipality_psgc" text NOT NULL,
	"crop_key" text NOT NULL,
	"mode" text NOT NULL,
	"slots" jsonb NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recommendation" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recommendation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"crop_key" text NOT NULL,
	"stage" text NOT NULL,
	"farm_operation" text NOT NULL,
	"trigger" text,
	"risk" text,
	"impact_en" text DEFAULT '' NOT NULL,
	"impact_tl" text DEFAULT '' NOT NULL,
	"practice_en" text NOT NULL,
	"practice_tl" text DEFAULT '' NOT NULL,
	"sms" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crop_calendar" ADD CONSTRAINT "crop_calendar_province_psgc_province_psgc_fk" FOREIGN KEY ("province_psgc") REFERENCES "public"."province"("psgc") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crop_calendar" ADD CONSTRAINT "crop_calendar_municipality_psgc_municipality_psgc_fk" FOREIGN KEY ("municipality_psgc") REFERENCES "public"."municipality"("psgc") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crop_calendar" ADD CONSTRAINT "crop_calendar_crop_key_crop_key_fk" FOREIGN KEY ("crop_key") REFERENCES "public"."crop"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation" ADD CONSTRAINT "recommendation_crop_key_crop_key_fk" FOREIGN KEY ("crop_key") REFERENCES "public"."crop"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crop_calendar_place_crop_mode_idx" ON "crop_calendar" USING btree ("municipality_psgc","crop_key","mode");--> statement-breakpoint
CREATE INDEX "crop_calendar_province_idx" ON "crop_calendar" USING btree ("province_psgc","crop_key","mode");--> statement-breakpoint
CREATE INDEX "recommendation_lookup_idx" ON "recommendation" USING btree ("type","crop_key","stage");