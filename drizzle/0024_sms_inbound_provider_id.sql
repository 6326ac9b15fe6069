ALTER TABLE "sms_inbound" ADD COLUMN "replied" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_inbound" ADD COLUMN "provider_message_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_inbound_provider_message_idx" ON "sms_inbound" USING btree ("provider_message_key");