ALTER TABLE "partner_application" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "partner_application" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "partner_application" ADD COLUMN "locality" text;--> statement-breakpoint
ALTER TABLE "provider_document" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_document" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_document" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "provider_document" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "provider_document" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "provider_document" ADD COLUMN "expiry_notice_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_document" ADD CONSTRAINT "provider_document_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_document_pending_idx" ON "provider_document" USING btree ("created_at") WHERE status = 'pending' and kind <> 'logo';--> statement-breakpoint
-- No document had been reviewed before this migration: no listing is insured or verified until one is.
UPDATE "provider" SET "verified" = false, "insured" = false WHERE "verified" OR "insured";
--> statement-breakpoint
-- An award is never older than the listing: a year before the year it was listed is left out.
UPDATE "provider" SET "awards" = array(
  SELECT a FROM unnest("awards") AS a
  WHERE coalesce(substring(a from '\m(20[0-9][0-9])\M')::int, 9999) >= extract(year from "created_at" at time zone 'Europe/Luxembourg')::int
) WHERE cardinality("awards") > 0;
