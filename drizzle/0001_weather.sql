CREATE TABLE "boundary" (
	"psgc" text PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"geometry" jsonb NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seasonal_value" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seasonal_value_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"issuance_id" text NOT NULL,
	"province_psgc" text NOT NULL,
	"municipality_psgc" text,
	"month" date NOT NULL,
	"percent" integer,
	"category" text NOT NULL,
	"forecast_mm" double precision,
	"normal_mm" double precision
);
--> statement-breakpoint
CREATE TABLE "special_advisory" (
	"issuance_id" text PRIMARY KEY NOT NULL,
	"active_cyclone" boolean NOT NULL,
	"name" text,
	"bulletin_number" text,
	"issued_at" timestamp with time zone,
	"centre" text,
	"movement" text,
	"strength" text,
	"forecast_positions" jsonb,
	"track_image" "bytea",
	"track_image_type" text
);
--> statement-breakpoint
CREATE TABLE "special_signal" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "special_signal_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"issuance_id" text NOT NULL,
	"province_psgc" text NOT NULL,
	"municipality_psgc" text,
	"signal" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenday_value" (
	"issuance_id" text NOT NULL,
	"municipality_psgc" text NOT NULL,
	"date" date NOT NULL,
	"temp_min" double precision,
	"temp_max" double precision,
	"temp_mean" double precision,
	"rainfall" text,
	"rainfall_label" text,
	"rainfall_amount" text,
	"cloud_cover" text,
	"humidity" double precision,
	"wind_speed" double precision,
	"wind_direction" text,
	CONSTRAINT "tenday_value_issuance_id_municipality_psgc_date_pk" PRIMARY KEY("issuance_id","municipality_psgc","date")
);
--> statement-breakpoint
CREATE TABLE "weather_common_data" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "weather_common_data_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"region_key" text NOT NULL,
	"group" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_by" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weather_issuance" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"region_key" text NOT NULL,
	"forecast_date" date NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"date_forecast" text NOT NULL,
	"date_range" text NOT NULL,
	"source" jsonb NOT NULL,
	"updated_by" text NOT NULL,
	"created_by_user_id" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seasonal_value" ADD CONSTRAINT "seasonal_value_issuance_id_weather_issuance_id_fk" FOREIGN KEY ("issuance_id") REFERENCES "public"."weather_issuance"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasonal_value" ADD CONSTRAINT "seasonal_value_province_psgc_province_psgc_fk" FOREIGN KEY ("province_psgc") REFERENCES "public"."province"("psgc") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasonal_value" ADD CONSTRAINT "seasonal_value_municipality_psgc_municipality_psgc_fk" FOREIGN KEY ("municipality_psgc") REFERENCES "public"."municipality"("psgc") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_advisory" ADD CONSTRAINT "special_advisory_issuance_id_weather_issuance_id_fk" FOREIGN KEY ("issuance_id") REFERENCES "public"."weather_issuance"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_signal" ADD CONSTRAINT "special_signal_issuance_id_weather_issuance_id_fk" FOREIGN KEY ("issuance_id") REFERENCES "public"."weather_issuance"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_signal" ADD CONSTRAINT "special_signal_province_psgc_province_psgc_fk" FOREIGN KEY ("province_psgc") REFERENCES "public"."province"("psgc") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_signal" ADD CONSTRAINT "special_signal_municipality_psgc_municipality_psgc_fk" FOREIGN KEY ("municipality_psgc") REFERENCES "public"."municipality"("psgc") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenday_value" ADD CONSTRAINT "tenday_value_issuance_id_weather_issuance_id_fk" FOREIGN KEY ("issuance_id") REFERENCES "public"."weather_issuance"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenday_value" ADD CONSTRAINT "tenday_value_municipality_psgc_municipality_psgc_fk" FOREIGN KEY ("municipality_psgc") REFERENCES "public"."municipality"("psgc") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weather_common_data" ADD CONSTRAINT "weather_common_data_region_key_region_key_fk" FOREIGN KEY ("region_key") REFERENCES "public"."region"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weather_issuance" ADD CONSTRAINT "weather_issuance_region_key_region_key_fk" FOREIGN KEY ("region_key") REFERENCES "public"."region"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seasonal_value_issuance_idx" ON "seasonal_value" USING btree ("issuance_id","province_psgc");--> statement-breakpoint
CREATE INDEX "special_signal_issuance_idx" ON "special_signal" USING btree ("issuance_id");--> statement-breakpoint
CREATE INDEX "tenday_value_place_idx" ON "tenday_value" USING btree ("municipality_psgc","issuance_id");--> statement-breakpoint
CREATE INDEX "weather_common_data_latest_idx" ON "weather_common_data" USING btree ("region_key","group","date_created");--> statement-breakpoint
CREATE INDEX "weather_issuance_latest_idx" ON "weather_issuance" USING btree ("region_key","type","date_created");