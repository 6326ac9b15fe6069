ALTER TABLE "recommendation" ALTER COLUMN "crop_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "recommendation" ALTER COLUMN "stage" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "special_advisory" ADD COLUMN "centre_tl" text;--> statement-breakpoint
ALTER TABLE "special_advisory" ADD COLUMN "movement_tl" text;--> statement-breakpoint
ALTER TABLE "special_advisory" ADD COLUMN "strength_tl" text;