-- The weekly availability the provider edits is the one source of their hours (ADR 030): the listing's
-- opening hours move into it for every provider who has not set availability, then the column goes.
INSERT INTO "availability" ("provider_id", "day", "start_time", "end_time")
SELECT p."id", (d."ordinality" - 1)::int, r."range"->>0, r."range"->>1
FROM "provider" p
CROSS JOIN LATERAL jsonb_array_elements(p."opening_hours") WITH ORDINALITY AS d("ranges", "ordinality")
CROSS JOIN LATERAL jsonb_array_elements(d."ranges") AS r("range")
WHERE jsonb_typeof(p."opening_hours") = 'array'
  AND d."ordinality" <= 7
  AND NOT EXISTS (SELECT 1 FROM "availability" a WHERE a."provider_id" = p."id");--> statement-breakpoint
ALTER TABLE "provider" DROP COLUMN "opening_hours";
