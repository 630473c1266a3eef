-- pg_trgm: typo-tolerant search; unaccent: accent-insensitive matching (DESIGN.md: only these two on PGlite)
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
