CREATE TABLE "performer_blocked_users" (
	"performer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performer_blocked_users_performer_id_user_id_pk" PRIMARY KEY("performer_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "site_promos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"title_translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"text" text,
	"text_translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_url" text,
	"link" text,
	"ordering" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "working_hours" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "broadcast_settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "blocked_countries" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "performer_blocked_users" ADD CONSTRAINT "performer_blocked_users_performer_id_performers_account_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."performers"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performer_blocked_users" ADD CONSTRAINT "performer_blocked_users_user_id_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "performer_blocked_users_user_idx" ON "performer_blocked_users" USING btree ("user_id");