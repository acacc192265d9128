import { sql } from 'drizzle-orm';
import { isAsin, normalizeAsin } from '#domain/asin.ts';
import type { HistoryWindow } from '#domain/catalog/history-series.ts';
import { DEFAULT_SOURCING_SETTINGS, sourcingFlags } from '#domain/market/sourcing-rules.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import {
  listSnapshots,
  type ProductHistoryPoint,
  readProductHistory,
} from '#server/modules/catalog/index.ts';
import type { SellerFeeView } from '#server/modules/fees/index.ts';
import {
  PRODUCT_RESULT_COLUMNS,
  type ProductResult,
  type ProductResultRow,
  productResultJoins,
  toProductResult,
} from './product-result.ts';
import { productTrends } from './product-trends.ts';
import { getSourcingSettings, sourcingFactsOf } from './sourcing-settings.ts';

export interface ProductDetail {
  product: ProductResult;
  /** Observations of the window, oldest first, thinned (the chart shows them when there are two or more). */
  history: ProductHistoryPoint[];
  historyWindow: HistoryWindow;
  historyObservations: number;
}

const FIGURES = [
  ['price_cents', 'priceCents'],
  ['list_price_cents', 'listPriceCents'],
  ['rating', 'rating'],
  ['review_count', 'reviewCount'],
  ['bought_last_month', 'boughtLastMonth'],
  ['best_sellers_rank', 'bestSellersRank'],
] as const;

/**
 * A product known only from the viewer's own browser observations (OBSERVATIONS_SHARED off: the
 * shared row has its title and nothing else) shows what their newest reading saw, with its date —
 * "Analyze in Scout" from the extension opens the figures the page showed, not an empty product.
 */
async function withOwnReading(db: Db, row: ProductResultRow, viewerId: string | null | undefined) {
  if (!viewerId || FIGURES.some(([column]) => row[column] !== null)) return row;
  const snapshots = await listSnapshots({ db, productId: Number(row.id), viewerId });
  const own = [...snapshots].reverse().find((s) => s.privateTo !== null);
  if (!own) return row;
  const filled: ProductResultRow = { ...row, source: 'browser', observed_at: own.observedAt.toISOString() };
  for (const [column, field] of FIGURES) (filled as Record<string, unknown>)[column] = own[field];
  return filled;
}

/** One product with its explained estimates and its snapshot history (the "Analyze" view). */
export async function getProductDetail(o: {
  db: Db;
  userId: string | null;
  marketplace: MarketplaceCode;
  asin: string;
  /** Days of history (0: all). */
  days?: number;
  now: Date;
  fees: SellerFeeView;
}): Promise<ProductDetail> {
  const asin = normalizeAsin(o.asin);
  if (!isAsin(asin)) throw new AppError('invalid_asin', 400, { asin: o.asin });
  const { rows } = await o.db.execute<ProductResultRow>(sql`
    select ${PRODUCT_RESULT_COLUMNS} from catalog_products p ${productResultJoins(o.userId)}
    where p.marketplace = ${o.marketplace} and p.asin = ${asin}`);
  const found = rows[0];
  if (!found) throw new AppError('asin_not_in_catalog', 404, { asin, marketplace: o.marketplace });
  const id = Number(found.id);
  const [trends, history, row] = await Promise.all([
    productTrends({ db: o.db, productIds: [id] }),
    readProductHistory({ db: o.db, productId: id, userId: o.userId, days: o.days ?? 0, now: o.now }),
    withOwnReading(o.db, found, o.userId),
  ]);
  const product = toProductResult(row, trends.get(id) ?? null, o.now, o.fees);
  const sourcing = o.userId
    ? await getSourcingSettings({ db: o.db, userId: o.userId })
    : DEFAULT_SOURCING_SETTINGS;
  return {
    product: { ...product, sourcingFlags: sourcingFlags(sourcingFactsOf(product), sourcing) },
    history: history.points,
    historyWindow: history.window,
    historyObservations: history.observations,
  };
}
