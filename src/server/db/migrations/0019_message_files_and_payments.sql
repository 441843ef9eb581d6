CREATE TABLE "message_files" (
	"message_id" uuid PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "message_price" integer;--> statement-breakpoint
ALTER TABLE "message_files" ADD CONSTRAINT "message_files_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;