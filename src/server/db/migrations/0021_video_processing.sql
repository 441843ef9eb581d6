ALTER TABLE "performer_videos" ADD COLUMN "processing" text DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "performer_videos" ADD COLUMN "processing_failure" text;--> statement-breakpoint
ALTER TABLE "performer_videos" ADD COLUMN "processing_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "performer_videos" ADD COLUMN "playable_video_path" text;--> statement-breakpoint
ALTER TABLE "performer_videos" ADD COLUMN "playable_trailer_path" text;--> statement-breakpoint
CREATE INDEX "performer_videos_processing_idx" ON "performer_videos" USING btree ("created_at") WHERE "performer_videos"."processing" = 'processing';