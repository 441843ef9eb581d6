ALTER TABLE "site_promos" ADD COLUMN "audience" text DEFAULT 'everyone' NOT NULL;--> statement-breakpoint
-- Promotions that invite visitors to sign up are for visitors only from now on.
UPDATE "site_promos" SET "audience" = 'visitors' WHERE "link" IN ('/auth/register/user', '/auth/register/performer', '/studio/register');
