CREATE INDEX "favourites_performer_idx" ON "favourites" USING btree ("performer_id");--> statement-breakpoint
CREATE INDEX "performers_tags_gin_idx" ON "performers" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "performers_category_ids_gin_idx" ON "performers" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "performers_languages_gin_idx" ON "performers" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "performers_views_idx" ON "performers" USING btree ("views" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "performers_live_rank_idx" ON "performers" USING btree ((case "streaming_status" when 'public' then 0 when 'group' then 1 when 'private' then 2 when 'offline' then 4 when 'disconnected' then 4 else 3 end),"views" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "performers_created_at_idx" ON "performers" USING btree ("created_at" DESC NULLS LAST);