CREATE TABLE "project_photo" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer,
	"uploader_user_id" text NOT NULL,
	"stored_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_photo" ADD CONSTRAINT "project_photo_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_photo" ADD CONSTRAINT "project_photo_uploader_user_id_user_id_fk" FOREIGN KEY ("uploader_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_photo_project_idx" ON "project_photo" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_photo_uploader_idx" ON "project_photo" USING btree ("uploader_user_id","created_at");