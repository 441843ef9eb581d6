ALTER TABLE "vouchers" DROP CONSTRAINT "vouchers_remaining_range";--> statement-breakpoint
DROP INDEX "voucher_redemptions_voucher_idx";--> statement-breakpoint
ALTER TABLE "performer_categories" ADD COLUMN "description_translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "documents_review_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_promos" ADD COLUMN "start_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_promos" ADD COLUMN "end_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "documents_review_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD COLUMN "once_per_account" boolean;--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_redemptions_once_per_account" ON "voucher_redemptions" USING btree ("voucher_id","user_id") WHERE "voucher_redemptions"."once_per_account";--> statement-breakpoint
CREATE INDEX "voucher_redemptions_voucher_idx" ON "voucher_redemptions" USING btree ("voucher_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "vouchers" DROP COLUMN "remaining_minor";--> statement-breakpoint
ALTER TABLE "site_promos" ADD CONSTRAINT "site_promos_dates" CHECK ("site_promos"."start_at" is null or "site_promos"."end_at" is null or "site_promos"."end_at" > "site_promos"."start_at");--> statement-breakpoint
-- Vouchers: the meaning of existing ones under the new rules.
-- Vouchers were one pool of tokens shared by all redemptions; now each redemption gives the
-- voucher's value and an account redeems it once. A voucher with a limit of redemptions keeps
-- its value as the value per redemption and its limit (what "50 tokens, max 10 uses" meant).
-- One without a limit gets the redemptions it had, plus one if its pool was not empty, so it
-- never gives out more than one more value.
UPDATE "vouchers" SET "max_uses" = "vouchers"."used_count" + CASE WHEN "vouchers"."value_minor" > coalesce((SELECT sum("r"."amount_minor") FROM "voucher_redemptions" "r" WHERE "r"."voucher_id" = "vouchers"."id"), 0) THEN 1 ELSE 0 END WHERE "max_uses" IS NULL;--> statement-breakpoint
-- An account's first redemption of each voucher counts as its one redemption: the next is refused.
UPDATE "voucher_redemptions" SET "once_per_account" = true WHERE "id" IN (SELECT DISTINCT ON ("voucher_id", "user_id") "id" FROM "voucher_redemptions" ORDER BY "voucher_id", "user_id", "created_at", "id");
