import { sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';

/**
 * One bulk writer of the catalog at a time, on every instance: catalog imports, estimate refreshes
 * and snapshot imports upsert many category and product rows in their own orders, and two of them
 * running together deadlock. Taken at the start of the writer's transaction, held until it ends
 * (re-entrant: a writer that nests another, like the sample load, takes it again freely).
 *
 * A bulk writer also records one catalog change for every keyword (ADR 100) and turns off, for
 * its transaction, the per-listing records of the catalog_products triggers: a million-row import
 * writes one record, not a million, and every stored keyword statistic is then read again.
 */
export async function lockCatalogWrites(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalog-writes'))`);
  await tx.execute(sql`select set_config('scout.catalog_bulk', 'on', true)`);
  await tx.execute(sql`
    insert into catalog_keyword_changes (txid, marketplace, lexemes, listing_changed)
    values (pg_current_xact_id()::text::bigint, null, null, true)`);
}
