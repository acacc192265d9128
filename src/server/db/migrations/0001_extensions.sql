-- Extensions used by catalog search (trigram similarity, accent-insensitive matching).
-- Both are "trusted" extensions: a database owner can create them without superuser rights.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
