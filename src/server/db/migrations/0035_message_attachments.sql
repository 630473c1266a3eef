CREATE TABLE "quote_message_attachment" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_request_id" integer NOT NULL,
	"message_id" integer,
	"side" text NOT NULL,
	"uploader_user_id" text,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"variants" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_message_attachment" ADD CONSTRAINT "quote_message_attachment_quote_request_id_quote_request_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_message_attachment" ADD CONSTRAINT "quote_message_attachment_message_id_quote_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."quote_message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_message_attachment" ADD CONSTRAINT "quote_message_attachment_uploader_user_id_user_id_fk" FOREIGN KEY ("uploader_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_message_attachment_message_idx" ON "quote_message_attachment" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "quote_message_attachment_request_idx" ON "quote_message_attachment" USING btree ("quote_request_id","created_at");--> statement-breakpoint
CREATE INDEX "quote_message_attachment_uploader_idx" ON "quote_message_attachment" USING btree ("uploader_user_id");--> statement-breakpoint
-- A message's files leave the file store with their row (ADR 037): an erased uploader, a request
-- deleted with its project or listing, an unsent file purged after a day.
CREATE TRIGGER "quote_message_attachment_file_removal" AFTER DELETE ON "quote_message_attachment"
  FOR EACH ROW EXECUTE FUNCTION "queue_image_removal"('message-attachments');
