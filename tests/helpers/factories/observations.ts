import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { createProduct } from './catalog.ts';

/**
 * A browser observation held back from other users (an outlier: 1 cent against $29.99), as
 * OBSERVATIONS_SHARED leaves it: the observer's private snapshot and its open hold. Returns the hold's id.
 */
export async function createHeldObservation(db: Db, o: { userId: string }): Promise<number> {
  const product = await createProduct(db);
  const { rows: snapshot } = await db.execute<{ id: string }>(sql`
    insert into catalog_product_snapshots (product_id, observed_at, source, source_ref, currency, price_cents, private_to)
    values (${product.id}, now(), 'browser', ${o.userId}, 'USD', 1, ${o.userId}) returning id`);
  const figures = [
    { figure: 'priceCents', observed: 1, reference: 2999, agreeingUsers: 0, verdict: 'disagrees' },
  ];
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into observation_holds (snapshot_id, product_id, user_id, reason, figures)
    values (${snapshot[0].id}, ${product.id}, ${o.userId}, 'outlier', ${JSON.stringify(figures)}::jsonb) returning id`);
  return Number(rows[0].id);
}
