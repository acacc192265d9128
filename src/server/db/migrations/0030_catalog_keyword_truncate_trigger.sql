-- ADR 100: a TRUNCATE of catalog_products makes every stored keyword statistic out of date.
CREATE FUNCTION scout_record_catalog_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_keyword_changes (txid, marketplace, lexemes, listing_changed)
  VALUES (pg_current_xact_id()::text::bigint, NULL, NULL, true);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER catalog_products_keyword_truncate AFTER TRUNCATE ON catalog_products FOR EACH STATEMENT
  EXECUTE FUNCTION scout_record_catalog_truncate();
