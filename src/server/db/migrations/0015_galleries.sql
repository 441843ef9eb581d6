CREATE TABLE "performer_galleries" (
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
	"cover_photo_id" uuid,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performer_galleries_price_not_negative" CHECK ("performer_galleries"."price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "performer_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gallery_id" uuid NOT NULL,
	"performer_id" uuid NOT NULL,
	"title" text,
	"position" integer NOT NULL,
	"original_path" text NOT NULL,
	"display_path" text NOT NULL,
	"preview_path" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "performer_galleries" ADD CONSTRAINT "performer_galleries_performer_id_performers_account_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."performers"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performer_photos" ADD CONSTRAINT "performer_photos_gallery_id_performer_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."performer_galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performer_photos" ADD CONSTRAINT "performer_photos_performer_id_performers_account_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."performers"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "performer_galleries_performer_idx" ON "performer_galleries" USING btree ("performer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "performer_photos_gallery_idx" ON "performer_photos" USING btree ("gallery_id","position");