-- Stored keyword statistics (ADR 100): every change of a listing that keyword statistics read is
-- recorded with the writing transaction's id, in that transaction. Bulk writers (under the catalog
-- write lock, which sets scout.catalog_bulk) record one change for everything instead.
CREATE FUNCTION scout_record_keyword_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO catalog_keyword_changes (txid, marketplace, lexemes, listing_changed)
    VALUES (pg_current_xact_id()::text::bigint, NEW.marketplace, tsvector_to_array(NEW.search_vector), true);
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO catalog_keyword_changes (txid, marketplace, lexemes, listing_changed)
    VALUES (pg_current_xact_id()::text::bigint, OLD.marketplace, tsvector_to_array(OLD.search_vector), true);
  ELSE
    INSERT INTO catalog_keyword_changes (txid, marketplace, lexemes, listing_changed)
    VALUES (pg_current_xact_id()::text::bigint, NEW.marketplace,
      tsvector_to_array(OLD.search_vector) || tsvector_to_array(NEW.search_vector),
      OLD.listed IS DISTINCT FROM NEW.listed OR OLD.marketplace IS DISTINCT FROM NEW.marketplace);
    IF OLD.marketplace IS DISTINCT FROM NEW.marketplace THEN
      INSERT INTO catalog_keyword_changes (txid, marketplace, lexemes, listing_changed)
      VALUES (pg_current_xact_id()::text::bigint, OLD.marketplace, tsvector_to_array(OLD.search_vector), true);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER catalog_products_keyword_insert AFTER INSERT ON catalog_products FOR EACH ROW
  WHEN (current_setting('scout.catalog_bulk', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION scout_record_keyword_change();
--> statement-breakpoint
CREATE TRIGGER catalog_products_keyword_delete AFTER DELETE ON catalog_products FOR EACH ROW
  WHEN (current_setting('scout.catalog_bulk', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION scout_record_keyword_change();
--> statement-breakpoint
CREATE TRIGGER catalog_products_keyword_update AFTER UPDATE ON catalog_products FOR EACH ROW
  WHEN (current_setting('scout.catalog_bulk', true) IS DISTINCT FROM 'on'
    AND (OLD.marketplace, OLD.title, OLD.brand, OLD.listed, OLD.est_monthly_units, OLD.est_units_method,
      OLD.source, OLD.observed_at, OLD.review_count, OLD.rating)
    IS DISTINCT FROM (NEW.marketplace, NEW.title, NEW.brand, NEW.listed, NEW.est_monthly_units,
      NEW.est_units_method, NEW.source, NEW.observed_at, NEW.review_count, NEW.rating))
  EXECUTE FUNCTION scout_record_keyword_change();
