ALTER TABLE "catalog_keyword_changes" ADD COLUMN "product_id" bigint;--> statement-breakpoint
ALTER TABLE "catalog_keyword_changes" ADD COLUMN "old" jsonb;--> statement-breakpoint
ALTER TABLE "keyword_stats" ADD COLUMN "lower_bound_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "keyword_stats" ADD COLUMN "source_counts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- ADR 101: a change record carries the listing's id and its row before the change, so that a
-- stored keyword statistic is brought up to date from the listings that changed instead of being
-- read again. Stored rows from before have no leader units: forgotten (read again on use).
DELETE FROM "keyword_stats";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION scout_keyword_change_old(r catalog_products) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object('id', r.id, 'marketplace', r.marketplace, 'title', r.title, 'listed', r.listed,
    'est_monthly_units', r.est_monthly_units, 'est_units_method', r.est_units_method, 'source', r.source,
    'observed_at', r.observed_at, 'review_count', r.review_count, 'rating', r.rating,
    'search_vector', r.search_vector)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION scout_record_keyword_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO catalog_keyword_changes (txid, marketplace, lexemes, listing_changed, product_id, old)
    VALUES (pg_current_xact_id()::text::bigint, NEW.marketplace, tsvector_to_array(NEW.search_vector), true,
      NEW.id, NULL);
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO catalog_keyword_changes (txid, marketplace, lexemes, listing_changed, product_id, old)
    VALUES (pg_current_xact_id()::text::bigint, OLD.marketplace, tsvector_to_array(OLD.search_vector), true,
      OLD.id, scout_keyword_change_old(OLD));
  ELSE
    INSERT INTO catalog_keyword_changes (txid, marketplace, lexemes, listing_changed, product_id, old)
    VALUES (pg_current_xact_id()::text::bigint, NEW.marketplace,
      tsvector_to_array(OLD.search_vector) || tsvector_to_array(NEW.search_vector),
      OLD.listed IS DISTINCT FROM NEW.listed OR OLD.marketplace IS DISTINCT FROM NEW.marketplace,
      NEW.id, scout_keyword_change_old(OLD));
    IF OLD.marketplace IS DISTINCT FROM NEW.marketplace THEN
      INSERT INTO catalog_keyword_changes (txid, marketplace, lexemes, listing_changed, product_id, old)
      VALUES (pg_current_xact_id()::text::bigint, OLD.marketplace, tsvector_to_array(OLD.search_vector), true,
        OLD.id, scout_keyword_change_old(OLD));
    END IF;
  END IF;
  RETURN NULL;
END $$;
