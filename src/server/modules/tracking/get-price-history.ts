import type { Db } from '../../db/client.ts';
import type { CatalogSource } from '../../db/schema/index.ts';
import { listSnapshots } from '../catalog/snapshots.ts';
import { getTrackedProduct } from './list-tracked-products.ts';

export interface HistoryPoint {
  observedAt: string;
  source: CatalogSource;
  priceCents: number | null;
  bestSellersRank: number | null;
}

/** Price and rank observations of a tracked product, oldest first (at most the last 1,000). */
export async function getPriceHistory(o: {
  db: Db;
  userId: string;
  id: string;
  since?: Date;
}): Promise<{ currency: string; points: HistoryPoint[] }> {
  const item = await getTrackedProduct(o);
  const snapshots = await listSnapshots({ db: o.db, productId: item.productId, since: o.since, limit: 1000 });
  return {
    currency: item.currency,
    points: snapshots
      .filter((s) => s.priceCents != null || s.bestSellersRank != null)
      .map((s) => ({
        observedAt: s.observedAt.toISOString(),
        source: s.source,
        priceCents: s.priceCents,
        bestSellersRank: s.bestSellersRank,
      })),
  };
}
