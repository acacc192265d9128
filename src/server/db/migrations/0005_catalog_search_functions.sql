-- Immutable helpers for the catalog's full-text index (a generated column may only call immutable
-- functions): accent removal with the unaccent extension (migration 0001), and the text-search
-- configuration of a marketplace's language (the marketplace codes of src/domain/marketplaces.ts).
CREATE OR REPLACE FUNCTION scout_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION scout_text_config(text) RETURNS regconfig
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (CASE $1
    WHEN 'DE' THEN 'german' WHEN 'FR' THEN 'french' WHEN 'IT' THEN 'italian'
    WHEN 'ES' THEN 'spanish' WHEN 'JP' THEN 'simple' ELSE 'english' END)::regconfig $$;
