CREATE TABLE "message_translations" (
	"message_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"source_locale" text NOT NULL,
	"text" text NOT NULL,
	"engine" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_translations_message_id_locale_pk" PRIMARY KEY("message_id","locale")
);
--> statement-breakpoint
ALTER TABLE "message_translations" ADD CONSTRAINT "message_translations_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;