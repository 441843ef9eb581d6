CREATE TABLE "performer_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"performer_id" uuid NOT NULL,
	"title" text NOT NULL,
	"title_translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" text,
	"description_translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"price_minor" bigint DEFAULT 0 NOT NULL,
	"is_sale" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"video_path" text NOT NULL,
	"trailer_path" text,
	"thumbnail_path" text,
	"duration_seconds" integer NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performer_videos_price_not_negative" CHECK ("performer_videos"."price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchased_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"performer_id" uuid NOT NULL,
	"item_type" text NOT NULL,
	"item_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"price_minor" bigint NOT NULL,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "performer_videos" ADD CONSTRAINT "performer_videos_performer_id_performers_account_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."performers"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_items" ADD CONSTRAINT "purchased_items_buyer_id_accounts_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_items" ADD CONSTRAINT "purchased_items_performer_id_accounts_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_items" ADD CONSTRAINT "purchased_items_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "performer_videos_performer_idx" ON "performer_videos" USING btree ("performer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "purchased_items_once" ON "purchased_items" USING btree ("buyer_id","item_type","item_id") WHERE "purchased_items"."refunded_at" is null;--> statement-breakpoint
CREATE INDEX "purchased_items_buyer_idx" ON "purchased_items" USING btree ("buyer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "purchased_items_item_idx" ON "purchased_items" USING btree ("item_type","item_id");