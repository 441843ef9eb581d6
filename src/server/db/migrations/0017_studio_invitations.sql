CREATE TABLE "studio_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"performer_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_invitations_status_known" CHECK ("studio_invitations"."status" in ('pending', 'accepted', 'declined', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "studio_invitations" ADD CONSTRAINT "studio_invitations_studio_id_studios_account_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_invitations" ADD CONSTRAINT "studio_invitations_performer_id_performers_account_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."performers"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "studio_invitations_pending_unique" ON "studio_invitations" USING btree ("studio_id","performer_id") WHERE "studio_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "studio_invitations_performer_idx" ON "studio_invitations" USING btree ("performer_id","status");