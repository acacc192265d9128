import { type SQL, sql } from 'drizzle-orm';
import type { ProductPage, ProductSearchFilters } from '#contracts/research.ts';
import {
  DEFAULT_SOURCING_SETTINGS,
  type SourcingSettings,
  sourcingFlags,
} from '#domain/market/sourcing-rules.ts';
import type { Db, Tx } from '#server/db/client.ts';
import type { SellerFeeView } from '#server/modules/fees/index.ts';
import {
  PRODUCT_RESULT_COLUMNS,
  type ProductResult,
  type ProductResultRow,
  productResultJoins,
  toProductResult,
} from './product-result.ts';
import { productTrends } from './product-trends.ts';
import { type SearchPlan, searchOrder, searchWhereSql, sortsByScore } from './search-sql.ts';
import { flaggedSql, getSourcingSettings, sourcingFactsOf } from './sourcing-settings.ts';

export interface ProductSearchResult {
  /** Matching products, counted up to COUNT_CAP (then `totalIsCapped`). */
  total: number;
  totalIsCapped: boolean;
  page: number;
  pageSize: number;
  results: ProductResult[];
}

export const COUNT_CAP = 10_000;

/** Few keyword matches: sort them all; many (or no keyword): walk an index in sort order. */
export const planFor = (f: ProductSearchFilters, matches: number): SearchPlan =>
  f.keyword && matches <= COUNT_CAP ? 'keyword' : 'indexed';

/** Counts the matches, up to COUNT_CAP + 1. */
export const countSql = (where: SQL) =>
  sql`select count(*)::int as n from (select 1 from catalog_products p where ${where} limit ${COUNT_CAP + 1}) t`;

/**
 * One page of results with everything ProductResult needs. The page is chosen on the products
 * table alone, then only its rows are joined to their categories and favourites. In the by-score
 * order, the listings the seller's sourcing rules flag (`sourcing`: dangerous goods, gated, media,
 * a dominant brand, too new; the rules they switched off left out) come after the others.
 */
export function pageSql(
  f: ProductSearchFilters,
  page: ProductPage,
  plan: SearchPlan,
  userId: string | null,
  sourcing: SourcingSettings | null = null,
): SQL {
  const order = searchOrder(f, page, plan);
  const where = searchWhereSql(f, page, plan);
  const offset = (page.page - 1) * page.pageSize;
  const flagged = sourcing ? flaggedSql(sourcing) : sql`false`;
  // Scored products in index order, then the few whose score is unknown (by id), unflagged ones
  // first: each part reads at most one page past the offset from its index, so the sort stays cheap.
  const tier = (t: 0 | 1) => {
    const mine = t === 0 ? sql`not ${flagged}` : flagged;
    return sql`(select p.id, ${order.key} as sort_key, ${t} as tier from catalog_products p
        where ${where} and ${mine} and ${order.key} is not null order by ${order.orderBy} limit ${offset + page.pageSize})
      union all
      (select p.id, null as sort_key, ${t} as tier from catalog_products p
        where ${where} and ${mine} and p.opportunity_score is null order by p.id ${order.direction}
        limit ${offset + page.pageSize})`;
  };
  const chosen = sortsByScore(f, page)
    ? sql`select id, sort_key, tier from (${tier(0)} ${sourcing ? sql`union all ${tier(1)}` : sql``}) scored
      order by tier, sort_key ${order.direction} nulls last, id ${order.direction}
      limit ${page.pageSize} offset ${offset}`
    : sql`select p.id, ${order.key} as sort_key, 0 as tier from catalog_products p
      where ${where} order by ${order.orderBy} limit ${page.pageSize} offset ${offset}`;
  return sql`
    with page as (${chosen})
    select ${PRODUCT_RESULT_COLUMNS} from page join catalog_products p on p.id = page.id ${productResultJoins(userId)}
    order by page.tier, page.sort_key ${order.direction} nulls last, page.id ${order.direction}`;
}

/**
 * Searches the catalog (no quota, no history: see run-product-search.ts for the counted action,
 * and the REST API can call this directly). Filters run in SQL on indexed columns; each result is
 * explained by the estimators.
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
  const keywordPlan = searchWhereSql(o.filters, o.page, o.filters.keyword ? 'keyword' : 'indexed');
  if (!keywordPlan) return { total: 0, totalIsCapped: false, results: [], ...base };
  // Sequential on purpose: `db` may be a transaction (one connection).
  const counted = await o.db.execute<{ n: number }>(countSql(keywordPlan));
  const n = counted.rows[0]?.n ?? 0;
  const plan = planFor(o.filters, n);
  const sourcing = o.userId ? await getSourcingSettings({ db: o.db, userId: o.userId }) : null;
  const rows = await o.db.execute<ProductResultRow>(pageSql(o.filters, o.page, plan, o.userId, sourcing));
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
