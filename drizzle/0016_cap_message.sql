CREATE TABLE "cap_message" (
	"issuance_id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"msg_type" text NOT NULL,
	"sent" timestamp with time zone NOT NULL,
	"headline" text NOT NULL,
	"description" text NOT NULL,
	"xml" text NOT NULL,
	"sha256" text NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cap_message_identifier_unique" UNIQUE("identifier")
);
--> statement-breakpoint
ALTER TABLE "cap_message" ADD CONSTRAINT "cap_message_issuance_id_weather_issuance_id_fk" FOREIGN KEY ("issuance_id") REFERENCES "public"."weather_issuance"("id") ON DELETE no action ON UPDATE no action;