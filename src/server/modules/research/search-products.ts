import type { ProductPage, ProductSearchFilters } from '#contracts/research.ts';
import { DEFAULT_SOURCING_SETTINGS, sourcingFlags } from '#domain/market/sourcing-rules.ts';
import type { Db, Tx } from '#server/db/client.ts';
import type { SellerFeeView } from '#server/modules/fees/index.ts';
import { type ProductResult, type ProductResultRow, toProductResult } from './product-result.ts';
import { productTrends } from './product-trends.ts';
import { COUNT_CAP, productSearchSql } from './search-sql.ts';
import { getSourcingSettings, sourcingFactsOf } from './sourcing-settings.ts';

export interface ProductSearchResult {
  /** Matching products, counted up to COUNT_CAP (then `totalIsCapped`). */
  total: number;
  totalIsCapped: boolean;
  page: number;
  pageSize: number;
  results: ProductResult[];
}

/**
 * Searches the catalog (no quota, no history: see run-product-search.ts for the counted action,
 * and the REST API can call this directly). Filters run in SQL on indexed columns (search-sql.ts
 * writes the count and the page); each result is explained by the estimators.
 */
export async function searchProducts(o: {
  db: Db | Tx;
  userId: string | null;
  filters: ProductSearchFilters;
  page: ProductPage;
  now: Date;
  /** The caller's fee settings (their fees and margins). */
  fees: SellerFeeView;
}): Promise<ProductSearchResult> {
  const base = { page: o.page.page, pageSize: o.page.pageSize };
  const search = productSearchSql(o.filters, o.page);
  if (!search) return { total: 0, totalIsCapped: false, results: [], ...base };
  // Sequential on purpose: `db` may be a transaction (one connection).
  const counted = await o.db.execute<{ n: number }>(search.count);
  const n = counted.rows[0]?.n ?? 0;
  const sourcing = o.userId ? await getSourcingSettings({ db: o.db, userId: o.userId }) : null;
  const rows = await o.db.execute<ProductResultRow>(search.page({ matches: n, userId: o.userId, sourcing }));
  const trends = await productTrends({ db: o.db, productIds: rows.rows.map((r) => Number(r.id)) });
  return {
    total: Math.min(n, COUNT_CAP),
    totalIsCapped: n > COUNT_CAP,
    results: rows.rows.map((r) => {
      const result = toProductResult(r, trends.get(Number(r.id)) ?? null, o.now, o.fees);
      return {
        ...result,
        sourcingFlags: sourcingFlags(sourcingFactsOf(result), sourcing ?? DEFAULT_SOURCING_SETTINGS),
      };
    }),
    ...base,
  };
}
