ALTER TABLE "project_photo" ALTER COLUMN "uploader_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "project_photo" ADD COLUMN "chat_session_id" text;--> statement-breakpoint
CREATE INDEX "project_photo_chat_session_idx" ON "project_photo" USING btree ("chat_session_id");