ALTER TABLE "project_photo" ADD COLUMN "variants" jsonb;--> statement-breakpoint
ALTER TABLE "portfolio_item" ADD COLUMN "variants" jsonb;