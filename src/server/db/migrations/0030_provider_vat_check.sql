ALTER TABLE "provider" ADD COLUMN "vat_check" text;--> statement-breakpoint
ALTER TABLE "provider" ADD COLUMN "vat_checked_at" timestamp with time zone;--> statement-breakpoint
-- A VIES answer belongs to the number it was given for: whoever changes a listing's VAT number (an
-- admin's edit, a script), the stored answer and its date go with the old number, and
-- the VAT check job asks again about the new one.
CREATE FUNCTION "provider_vat_check_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."vat_check" := NULL;
  NEW."vat_checked_at" := NULL;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "provider_vat_check_reset" BEFORE UPDATE OF "vat_number" ON "provider"
  FOR EACH ROW WHEN (OLD."vat_number" IS DISTINCT FROM NEW."vat_number")
  EXECUTE FUNCTION "provider_vat_check_reset"();
