import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { recordSnapshot } from '#server/modules/catalog/index.ts';
import type { RefreshTarget } from '#server/modules/tracking/refresh-tracked-products.ts';
import type { ObservationSource } from '#server/modules/tracking/sources/observation-source.ts';
import type { Mailer } from '#server/providers/mail/mailer.ts';

const USERS = 50;

/**
 * Tracked products with one price alert each, for the growth benchmark: `n` real sample listings
 * spread over 50 Pro users (written straight in the database). The alerts ("below 1 cent") are
 * evaluated but never met, so no notification or e-mail is part of the measure.
 */
export async function benchAlerts(db: Db, n: number) {
  await db.execute(sql`
    insert into users (id, name, email, email_verified)
    select 'bench-' || g, 'Bench ' || g, 'bench-' || g || '@example.com', true from generate_series(1, ${USERS}) g`);
  await db.execute(sql`
    insert into subscriptions (user_id, plan, status, current_period_end)
    select 'bench-' || g, 'pro', 'active', now() + interval '30 days' from generate_series(1, ${USERS}) g`);
  await db.execute(sql`
    with p as (select id, row_number() over (order by id) as k from catalog_products
      where marketplace = 'US' order by id limit ${n})
    insert into tracked_products (user_id, product_id) select 'bench-' || (k % ${USERS} + 1), id from p`);
  await db.execute(sql`
    insert into price_alerts (user_id, product_id, target_price_cents, currency, condition)
    select user_id, product_id, 1, 'USD', 'below' from tracked_products`);
  const mailer: Mailer = { kind: 'log', send: async () => {} };
  return {
    count: n,
    mailer,
    targets: async () =>
      (
        await db.execute<{ id: string; user_id: string; product_id: string; asin: string }>(sql`
          select t.id, t.user_id, t.product_id, p.asin from tracked_products t
          join catalog_products p on p.id = t.product_id order by t.id`)
      ).rows.map(
        (r): RefreshTarget => ({
          id: r.id,
          userId: r.user_id,
          productId: Number(r.product_id),
          marketplace: 'US',
          asin: r.asin,
        }),
      ),
  };
}

/** A live source that answers at once with a new observation (a price one cent lower). */
export const benchObservationSource: ObservationSource = {
  name: 'sp_api',
  live: true,
  async observe(r) {
    const { rows } = await r.db.execute<{ id: string; price_cents: number | null }>(
      sql`select id, price_cents from catalog_products where marketplace = ${r.marketplace} and asin = ${r.asin}`,
    );
    const product = rows[0];
    if (!product) return { status: 'unknown' };
    const productId = Number(product.id);
    await r.db.transaction(async (tx) => {
      await recordSnapshot({
        db: tx,
        productId,
        observation: {
          observedAt: r.now,
          source: 'sp_api',
          priceCents: product.price_cents === null ? null : Math.max(1, product.price_cents - 1),
        },
      });
      await r.onStored?.(tx);
    });
    return { status: 'observed', productId, fresh: true };
  },
};
