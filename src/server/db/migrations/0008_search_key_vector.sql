ALTER TABLE "provider" ADD COLUMN "search_keys" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "provider" ADD COLUMN "search_key_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, search_names), 'A') || setweight(to_tsvector('simple'::regconfig, search_keys), 'B')) STORED;--> statement-breakpoint
-- Kept in the row (compressed if need be) rather than moved out of line: ranking reads it for every text match.
ALTER TABLE "provider" ALTER COLUMN "search_key_vector" SET STORAGE MAIN;
