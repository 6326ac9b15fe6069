CREATE TABLE "public_data_generation" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"generation" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "page_cache_tag" CASCADE;--> statement-breakpoint
ALTER TABLE "public_data_generation" ADD CONSTRAINT "public_data_generation_one_row" CHECK ("id" = 1);
--> statement-breakpoint
INSERT INTO "public_data_generation" ("id", "generation") VALUES (1, (extract(epoch from clock_timestamp()) * 1000)::bigint);
