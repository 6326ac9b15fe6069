CREATE TABLE "sms_message" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"bulletin_id" text,
	"subscriber_id" text NOT NULL,
	"body" text,
	"parts" integer NOT NULL,
	"gateway" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"gateway_message_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sending_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"subscriber_id" text NOT NULL,
	"text" text NOT NULL,
	"parts" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_outbox_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
ALTER TABLE "sms_message" ADD CONSTRAINT "sms_message_bulletin_id_bulletin_id_fk" FOREIGN KEY ("bulletin_id") REFERENCES "public"."bulletin"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_message" ADD CONSTRAINT "sms_message_subscriber_id_sms_subscriber_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."sms_subscriber"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_message_id_sms_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."sms_message"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_subscriber_id_sms_subscriber_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."sms_subscriber"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_message_bulletin_subscriber_idx" ON "sms_message" USING btree ("bulletin_id","subscriber_id");--> statement-breakpoint
CREATE INDEX "sms_message_state_idx" ON "sms_message" USING btree ("state","queued_at");