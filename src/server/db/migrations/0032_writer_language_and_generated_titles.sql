CREATE TABLE "content_translation" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer,
	"review_id" integer,
	"source_hash" text NOT NULL,
	"target_language" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project" ALTER COLUMN "name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "title_number" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "language_detected" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "content_translation" ADD CONSTRAINT "content_translation_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_translation" ADD CONSTRAINT "content_translation_review_id_review_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."review"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_translation_project_key" ON "content_translation" USING btree ("project_id","target_language","source_hash") WHERE project_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "content_translation_review_key" ON "content_translation" USING btree ("review_id","target_language","source_hash") WHERE review_id is not null;