ALTER TABLE "payment_orders" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "reversed_minor" bigint;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "unrecovered_minor" bigint;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "reversal_transaction_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_reversal_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("reversal_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_orders_unrecovered_idx" ON "payment_orders" USING btree ("reversed_at" DESC NULLS LAST) WHERE "payment_orders"."unrecovered_minor" > 0;