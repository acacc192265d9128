import { sql } from 'drizzle-orm';
import type { Tx } from '#server/modules/usage/index.ts';

/**
 * One bulk writer of the catalog at a time, on every instance: catalog imports, estimate refreshes
 * and snapshot imports upsert many category and product rows in their own orders, and two of them
 * running together deadlock. Taken at the start of the writer's transaction, held until it ends
 * (re-entrant: a writer that nests another, like the sample load, takes it again freely).
 */
export async function lockCatalogWrites(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalog-writes'))`);
}
