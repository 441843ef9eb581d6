ALTER TABLE "payout_requests" ADD COLUMN "value_minor" bigint;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD COLUMN "value_currency" text;--> statement-breakpoint
-- Requests made before payouts had a rate are valued at the new settings' defaults
-- (payoutTokenValue 0.05, payoutCurrency EUR), half a cent rounded up.
UPDATE "payout_requests" SET "value_minor" = ("amount_minor" * 500 + 5000) / 10000, "value_currency" = 'EUR';--> statement-breakpoint
ALTER TABLE "payout_requests" ALTER COLUMN "value_minor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_requests" ALTER COLUMN "value_currency" SET NOT NULL;
