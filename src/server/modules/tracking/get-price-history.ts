import { and, desc, eq, gte, isNull, or } from 'drizzle-orm';
import type { CurrencyCode } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import { type CatalogSource, catalogProductSnapshots } from '#server/db/schema/index.ts';
import { getTrackedProduct } from './list-tracked-products.ts';

export interface HistoryPoint {
  observedAt: string;
  source: CatalogSource;
  priceCents: number | null;
  bestSellersRank: number | null;
}

/** Most points a chart gets: the newest ones when a product has more. */
export const HISTORY_MAX_POINTS = 1000;

/** Price and rank observations of a tracked product since `since`, oldest first (the newest 1,000). */
export async function getPriceHistory(o: {
  db: Db;
  userId: string;
  id: string;
  since?: Date;
}): Promise<{ currency: CurrencyCode; points: HistoryPoint[] }> {
  const item = await getTrackedProduct(o);
  const s = catalogProductSnapshots;
  const rows = await o.db
    .select({
      observedAt: s.observedAt,
      source: s.source,
      priceCents: s.priceCents,
      bestSellersRank: s.bestSellersRank,
    })
    .from(s)
    .where(
      and(
        eq(s.productId, item.productId),
        or(isNull(s.privateTo), eq(s.privateTo, o.userId)),
        o.since ? gte(s.observedAt, o.since) : undefined,
      ),
    )
    .orderBy(desc(s.observedAt), desc(s.id))
    .limit(HISTORY_MAX_POINTS);
  return {
    currency: item.currency,
    points: rows
      .reverse()
      .filter((r) => r.priceCents != null || r.bestSellersRank != null)
      .map((r) => ({ ...r, observedAt: r.observedAt.toISOString() })),
  };
}
