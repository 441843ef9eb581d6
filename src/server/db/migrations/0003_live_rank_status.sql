DROP INDEX "performers_live_rank_idx";--> statement-breakpoint
ALTER TABLE "performers" ALTER COLUMN "streaming_status" SET DEFAULT 'disconnected';--> statement-breakpoint
CREATE INDEX "performers_live_rank_idx" ON "performers" USING btree ((case "streaming_status" when 'public' then 0 when 'group' then 1 when 'private' then 2 when 'offline' then 3 else 4 end),"views" DESC NULLS LAST);