ALTER TABLE "performer_galleries" ADD COLUMN "taken_down_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "performer_galleries" ADD COLUMN "takedown_reason" text;--> statement-breakpoint
ALTER TABLE "performer_products" ADD COLUMN "taken_down_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "performer_products" ADD COLUMN "takedown_reason" text;--> statement-breakpoint
ALTER TABLE "performer_videos" ADD COLUMN "taken_down_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "performer_videos" ADD COLUMN "takedown_reason" text;