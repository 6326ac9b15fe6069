CREATE TABLE "page_cache_tag" (
	"tag" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"revalidated_at" timestamp with time zone DEFAULT now() NOT NULL
);
