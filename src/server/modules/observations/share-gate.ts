import { sql } from 'drizzle-orm';
import { isStale } from '#domain/figure-origin.ts';
import { type Figures, judgeObservation, type SharingJudgement } from '#domain/observations/agreement.ts';
import type { Tx } from '#server/db/client.ts';
import type { catalogProductSnapshots, catalogProducts } from '#server/db/schema/index.ts';
import type { SqlRow } from '#server/db/sql-row.ts';
import { BROWSER_FIGURE_COLUMNS, type BrowserFigures } from '#server/modules/catalog/index.ts';

/** Other users' readings count as agreement while this recent. */
export const AGREEMENT_WINDOW_MS = 48 * 3600_000;

/** The schema's names of the figures a browser reads (BROWSER_FIGURE_COLUMNS). */
type BrowserFigureColumn =
  | 'priceCents'
  | 'listPriceCents'
  | 'bestSellersRank'
  | 'rating'
  | 'reviewCount'
  | 'boughtLastMonth';

const figuresOfRow = (row: Record<string, unknown>): Figures => {
  const out: Figures = {};
  for (const [figure, column] of BROWSER_FIGURE_COLUMNS) {
    const v = row[column];
    if (v !== null && v !== undefined) out[figure] = Number(v);
  }
  return out;
};

/** Whether the operator trusts this observer (their observations are shared at once). */
export async function isTrustedObserver(tx: Tx, userId: string): Promise<boolean> {
  const { rows } = await tx.execute(sql`select 1 from trusted_observers where user_id = ${userId}`);
  return rows.length > 0;
}

/**
 * Whether an untrusted user's observation of a product may be shared (src/domain/observations/
 * agreement.ts): compared with the product's shared values when they are recent (any source,
 * browser values already shared included), and with each other user's latest reading of the
 * product in the last 48 hours.
 */
export async function judgeForSharing(
  tx: Tx,
  o: {
    productId: number;
    userId: string;
    figures: BrowserFigures;
    observedAt: Date;
    agreeingUsersNeeded: number;
    now: Date;
  },
): Promise<SharingJudgement> {
  const { rows: products } = await tx.execute<
    SqlRow<typeof catalogProducts, 'observedAt' | BrowserFigureColumn>
  >(sql`
    select observed_at, price_cents, list_price_cents, best_sellers_rank, rating, review_count, bought_last_month
    from catalog_products where id = ${o.productId}`);
  const product = products[0];
  const reference = product && !isStale(product.observed_at, o.now) ? figuresOfRow(product) : {};
  const since = new Date(o.observedAt.getTime() - AGREEMENT_WINDOW_MS);
  const { rows: others } = await tx.execute<SqlRow<typeof catalogProductSnapshots, BrowserFigureColumn>>(sql`
    select distinct on (private_to) price_cents, list_price_cents, best_sellers_rank, rating, review_count,
      bought_last_month
    from catalog_product_snapshots
    where product_id = ${o.productId} and source = 'browser' and private_to is not null
      and private_to <> ${o.userId} and observed_at >= ${since}
    order by private_to, observed_at desc`);
  return judgeObservation({
    observed: o.figures,
    reference,
    others: others.map(figuresOfRow),
    agreeingUsersNeeded: o.agreeingUsersNeeded,
  });
}

/** Keeps (or updates, after a merge) the hold of an observation not shared. */
export async function holdObservation(
  tx: Tx,
  o: { snapshotId: number; productId: number; userId: string; judgement: SharingJudgement },
) {
  const reason = o.judgement.outcome === 'outlier' ? 'outlier' : 'unconfirmed';
  await tx.execute(sql`
    insert into observation_holds (snapshot_id, product_id, user_id, reason, figures)
    values (${o.snapshotId}, ${o.productId}, ${o.userId}, ${reason}, ${JSON.stringify(o.judgement.figures)}::jsonb)
    on conflict (snapshot_id) do update set reason = excluded.reason, figures = excluded.figures,
      created_at = now()
    where observation_holds.resolved_at is null`);
}
