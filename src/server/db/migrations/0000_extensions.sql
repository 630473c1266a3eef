-- pg_trgm: typo-tolerant search; unaccent: accent-insensitive matching (the only two the embedded PGlite build ships)
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
