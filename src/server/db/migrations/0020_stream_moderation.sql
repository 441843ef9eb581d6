CREATE TABLE "stream_chat_rules" (
	"conversation_id" uuid PRIMARY KEY NOT NULL,
	"slow_mode_seconds" integer DEFAULT 0 NOT NULL,
	"banned_words" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stream_chat_sanctions" (
	"conversation_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"until" timestamp with time zone,
	"by_account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stream_chat_sanctions_conversation_id_account_id_kind_pk" PRIMARY KEY("conversation_id","account_id","kind")
);
--> statement-breakpoint
CREATE TABLE "stream_moderators" (
	"performer_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stream_moderators_performer_id_account_id_pk" PRIMARY KEY("performer_id","account_id")
);
--> statement-breakpoint
ALTER TABLE "stream_chat_rules" ADD CONSTRAINT "stream_chat_rules_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_chat_sanctions" ADD CONSTRAINT "stream_chat_sanctions_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_chat_sanctions" ADD CONSTRAINT "stream_chat_sanctions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_chat_sanctions" ADD CONSTRAINT "stream_chat_sanctions_by_account_id_accounts_id_fk" FOREIGN KEY ("by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_moderators" ADD CONSTRAINT "stream_moderators_performer_id_performers_account_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."performers"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_moderators" ADD CONSTRAINT "stream_moderators_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stream_moderators_account_idx" ON "stream_moderators" USING btree ("account_id");