import type { HistoryWindow } from '#domain/catalog/history-series.ts';
import type { CurrencyCode } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import type { CatalogSource } from '#server/db/schema/index.ts';
import { readProductHistory } from '#server/modules/catalog/index.ts';
import { getTrackedProduct } from './list-tracked-products.ts';

export interface HistoryPoint {
  observedAt: string;
  source: CatalogSource;
  priceCents: number | null;
  bestSellersRank: number | null;
}

/**
 * Price and rank observations of a tracked product in the window of `days` (0: the whole history),
 * oldest first: the whole series of that window, thinned by min/max per bucket (a chart's few
 * hundred points), the user's own browser readings included. The window ends at the newest
 * observation when that is older than a day, and says so (docs/tracking.md "History").
 */
export async function getPriceHistory(o: {
  db: Db;
  userId: string;
  id: string;
  days: number;
  now: Date;
}): Promise<{ currency: CurrencyCode; window: HistoryWindow; observations: number; points: HistoryPoint[] }> {
  const item = await getTrackedProduct(o);
  const history = await readProductHistory({
    db: o.db,
    productId: item.productId,
    userId: o.userId,
    days: o.days,
    now: o.now,
  });
  return {
    currency: item.currency,
    window: history.window,
    observations: history.observations,
    points: history.points
      .filter((p) => p.priceCents != null || p.bestSellersRank != null)
      .map(({ observedAt, source, priceCents, bestSellersRank }) => ({
        observedAt,
        source,
        priceCents,
        bestSellersRank,
      })),
  };
}
