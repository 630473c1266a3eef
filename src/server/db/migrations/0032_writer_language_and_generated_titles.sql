ALTER TABLE "project" ALTER COLUMN "name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "title_number" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "language_detected" boolean DEFAULT false NOT NULL;
