CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE FUNCTION "performer_search_text"("name" text, "username" text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce("name", '') || E'\n' || coalesce("username", '')
$$;--> statement-breakpoint
CREATE FUNCTION "performers_set_search_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT performer_search_text(a."name", a."username") INTO NEW."search_text" FROM "accounts" a WHERE a."id" = NEW."account_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
-- Any write of search_text (or a new row) gets it recomputed from the account: nothing else writes it.
CREATE TRIGGER "performers_search_text" BEFORE INSERT OR UPDATE OF "account_id", "search_text" ON "performers"
  FOR EACH ROW EXECUTE FUNCTION "performers_set_search_text"();--> statement-breakpoint
CREATE FUNCTION "accounts_set_performer_search_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "performers" SET "search_text" = '' WHERE "account_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A renamed account's performer row is written, and the trigger above recomputes its text.
CREATE TRIGGER "accounts_performer_search_text" AFTER UPDATE OF "name", "username" ON "accounts"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."username" IS DISTINCT FROM NEW."username")
  EXECUTE FUNCTION "accounts_set_performer_search_text"();--> statement-breakpoint
-- The performers there are now.
UPDATE "performers" SET "search_text" = '';--> statement-breakpoint
CREATE INDEX "performers_search_text_trgm_idx" ON "performers" USING gin ("search_text" gin_trgm_ops);
