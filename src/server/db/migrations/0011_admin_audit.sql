CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_admin_id_accounts_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_admin_idx" ON "audit_log" USING btree ("admin_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "accounts_status_idx" ON "accounts" USING btree ("status");--> statement-breakpoint
UPDATE "accounts" SET "status" = 'suspended' WHERE "status" NOT IN ('pending', 'active', 'suspended', 'rejected');--> statement-breakpoint
UPDATE "accounts" SET "status" = 'pending' WHERE "status" = 'active' AND (
	("kind" = 'performer' AND "id" IN (SELECT "account_id" FROM "performers" WHERE NOT "verified"))
	OR ("kind" = 'studio' AND "id" IN (SELECT "account_id" FROM "studios" WHERE NOT "verified"))
);--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_status_known" CHECK ("accounts"."status" in ('pending', 'active', 'suspended', 'rejected'));
--> statement-breakpoint
CREATE FUNCTION "audit_log_read_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit log rows are never changed or deleted';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_read_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_read_only"();
