CREATE TABLE "bulletin" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"type" text NOT NULL,
	"owner_id" text NOT NULL,
	"owner_email" text NOT NULL,
	"province_psgc" text NOT NULL,
	"municipality_psgc" text NOT NULL,
	"crop_key" text NOT NULL,
	"language" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"request" jsonb NOT NULL,
	"document" jsonb NOT NULL,
	"content_key" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"pdf_size" integer NOT NULL,
	"pdf_sha256" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bulletin" ADD CONSTRAINT "bulletin_province_psgc_province_psgc_fk" FOREIGN KEY ("province_psgc") REFERENCES "public"."province"("psgc") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletin" ADD CONSTRAINT "bulletin_municipality_psgc_municipality_psgc_fk" FOREIGN KEY ("municipality_psgc") REFERENCES "public"."municipality"("psgc") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletin" ADD CONSTRAINT "bulletin_crop_key_crop_key_fk" FOREIGN KEY ("crop_key") REFERENCES "public"."crop"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bulletin_content_key_idx" ON "bulletin" USING btree ("content_key");--> statement-breakpoint
CREATE UNIQUE INDEX "bulletin_reference_idx" ON "bulletin" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "bulletin_owner_idx" ON "bulletin" USING btree ("owner_id","date_created");--> statement-breakpoint
CREATE INDEX "bulletin_place_idx" ON "bulletin" USING btree ("municipality_psgc","date_created");--> statement-breakpoint
CREATE INDEX "bulletin_created_idx" ON "bulletin" USING btree ("date_created");