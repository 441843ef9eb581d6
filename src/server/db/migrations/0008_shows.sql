CREATE TABLE "show_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"show_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone,
	"leave_reason" text,
	"minutes_charged" integer DEFAULT 0 NOT NULL,
	"charged_minor" bigint DEFAULT 0 NOT NULL,
	"earned_minor" bigint DEFAULT 0 NOT NULL,
	"next_charge_at" timestamp with time zone NOT NULL,
	CONSTRAINT "show_participants_charged_not_negative" CHECK ("show_participants"."charged_minor" >= 0 and "show_participants"."earned_minor" >= 0 and "show_participants"."minutes_charged" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"performer_id" uuid NOT NULL,
	"user_id" uuid,
	"conversation_id" uuid NOT NULL,
	"status" text NOT NULL,
	"price_per_minute_minor" bigint NOT NULL,
	"max_participants" integer,
	"status_before" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	CONSTRAINT "shows_price_positive" CHECK ("shows"."price_per_minute_minor" > 0),
	CONSTRAINT "shows_private_has_user" CHECK (("shows"."type" = 'private') = ("shows"."user_id" is not null)),
	CONSTRAINT "shows_group_has_max" CHECK (("shows"."type" = 'group') = ("shows"."max_participants" is not null))
);
--> statement-breakpoint
ALTER TABLE "show_participants" ADD CONSTRAINT "show_participants_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_participants" ADD CONSTRAINT "show_participants_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shows" ADD CONSTRAINT "shows_performer_id_accounts_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shows" ADD CONSTRAINT "shows_user_id_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shows" ADD CONSTRAINT "shows_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "show_participants_one_open" ON "show_participants" USING btree ("show_id","account_id") WHERE "show_participants"."left_at" is null;--> statement-breakpoint
CREATE INDEX "show_participants_due_idx" ON "show_participants" USING btree ("next_charge_at") WHERE "show_participants"."left_at" is null;--> statement-breakpoint
CREATE INDEX "show_participants_account_idx" ON "show_participants" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shows_conversation_unique" ON "shows" USING btree ("conversation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shows_one_open_private" ON "shows" USING btree ("performer_id","user_id") WHERE "shows"."type" = 'private' and "shows"."status" in ('requested', 'active');--> statement-breakpoint
CREATE UNIQUE INDEX "shows_one_active_per_performer" ON "shows" USING btree ("performer_id") WHERE "shows"."status" = 'active';--> statement-breakpoint
CREATE INDEX "shows_performer_idx" ON "shows" USING btree ("performer_id","status");--> statement-breakpoint
CREATE INDEX "shows_user_idx" ON "shows" USING btree ("user_id","status");