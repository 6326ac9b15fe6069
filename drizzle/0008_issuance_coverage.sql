ALTER TABLE "seasonal_value" ADD COLUMN "carried" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "special_signal" ADD COLUMN "carried" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tenday_value" ADD COLUMN "carried" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "weather_issuance" ADD COLUMN "coverage" jsonb;--> statement-breakpoint
-- Issuances stored before carry-forward (decision 024) were whole writes: everything in them was new, nothing carried.
UPDATE "weather_issuance" AS i SET "coverage" = jsonb_build_object(
  'carriedFrom', NULL,
  'new', jsonb_build_object(
    'provinces', COALESCE((SELECT jsonb_agg(DISTINCT v."province_psgc" ORDER BY v."province_psgc") FROM "seasonal_value" v WHERE v."issuance_id" = i."id"), '[]'::jsonb),
    'places', COALESCE((SELECT jsonb_agg(DISTINCT v."municipality_psgc" ORDER BY v."municipality_psgc") FROM "seasonal_value" v WHERE v."issuance_id" = i."id" AND v."municipality_psgc" IS NOT NULL), '[]'::jsonb),
    'days', '[]'::jsonb),
  'carried', '{"provinces":[],"places":[],"days":[]}'::jsonb)
WHERE i."type" = 'seasonal' AND i."coverage" IS NULL;--> statement-breakpoint
UPDATE "weather_issuance" AS i SET "coverage" = jsonb_build_object(
  'carriedFrom', NULL,
  'new', jsonb_build_object(
    'provinces', COALESCE((SELECT jsonb_agg(DISTINCT m."province_psgc" ORDER BY m."province_psgc") FROM "tenday_value" v JOIN "municipality" m ON m."psgc" = v."municipality_psgc" WHERE v."issuance_id" = i."id"), '[]'::jsonb),
    'places', COALESCE((SELECT jsonb_agg(DISTINCT v."municipality_psgc" ORDER BY v."municipality_psgc") FROM "tenday_value" v WHERE v."issuance_id" = i."id"), '[]'::jsonb),
    'days', COALESCE((SELECT jsonb_agg(DISTINCT to_char(v."date", 'YYYY-MM-DD') ORDER BY to_char(v."date", 'YYYY-MM-DD')) FROM "tenday_value" v WHERE v."issuance_id" = i."id"), '[]'::jsonb)),
  'carried', '{"provinces":[],"places":[],"days":[]}'::jsonb)
WHERE i."type" = 'ten_day' AND i."coverage" IS NULL;--> statement-breakpoint
UPDATE "weather_issuance" AS i SET "coverage" = jsonb_build_object(
  'carriedFrom', NULL,
  'new', jsonb_build_object(
    'provinces', COALESCE((SELECT jsonb_agg(DISTINCT s."province_psgc" ORDER BY s."province_psgc") FROM "special_signal" s WHERE s."issuance_id" = i."id"), '[]'::jsonb),
    'places', COALESCE((SELECT jsonb_agg(DISTINCT s."municipality_psgc" ORDER BY s."municipality_psgc") FROM "special_signal" s WHERE s."issuance_id" = i."id" AND s."municipality_psgc" IS NOT NULL), '[]'::jsonb),
    'days', '[]'::jsonb),
  'carried', '{"provinces":[],"places":[],"days":[]}'::jsonb)
WHERE i."type" = 'special_weather' AND i."coverage" IS NULL;
