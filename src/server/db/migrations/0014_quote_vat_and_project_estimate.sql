ALTER TABLE "project" ADD COLUMN "estimate" jsonb;--> statement-breakpoint
ALTER TABLE "quote" ADD COLUMN "vat_rate" text;--> statement-breakpoint
ALTER TABLE "quote" ADD COLUMN "vat_percent" integer;--> statement-breakpoint
ALTER TABLE "quote" ADD COLUMN "vat_cents" integer;