import { type SQL, sql } from 'drizzle-orm';
import { MARKETPLACES, minorUnitsPerMajor } from '../../../domain/marketplaces.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../usage/consume-quota.ts';
import {
  PRODUCT_RESULT_COLUMNS,
  type ProductResult,
  type ProductResultRow,
  productResultJoins,
  toProductResult,
} from './product-result.ts';
import { productTrends } from './product-trends.ts';
import type { ProductPage, ProductSearchFilters } from './schema.ts';
import { allWordsQuery } from './text-query.ts';

export interface ProductSearchResult {
  /** Matching products, counted up to COUNT_CAP (then `totalIsCapped`). */
  total: number;
  totalIsCapped: boolean;
  page: number;
  pageSize: number;
  results: ProductResult[];
}

export const COUNT_CAP = 10_000;

/** Competition filter: "at most low" keeps scores under 40, "at most medium" under 60. */
const COMPETITION_MAX = { low: 40, medium: 60 } as const;

/** The WHERE clause of a search (alias p); null when the keyword has no searchable word. */
export function productFilterSql(f: ProductSearchFilters): SQL | null {
  const minor = minorUnitsPerMajor(MARKETPLACES[f.marketplace].currency);
  const parts: SQL[] = [sql`p.marketplace = ${f.marketplace}`];
  if (f.keyword) {
    const query = allWordsQuery(f.keyword);
    if (!query) return null;
    parts.push(
      sql`p.search_vector @@ to_tsquery(scout_text_config(${f.marketplace}), scout_unaccent(${query}))`,
    );
  }
  if (f.departmentId) parts.push(sql`p.department_id = ${f.departmentId}`);
  if (f.minSales !== undefined && f.minSales > 0) parts.push(sql`p.est_monthly_units >= ${f.minSales}`);
  if (f.maxCompetition && f.maxCompetition !== 'high')
    parts.push(sql`p.competition_score < ${COMPETITION_MAX[f.maxCompetition]}`);
  if (f.minPrice !== undefined) parts.push(sql`p.price_cents >= ${Math.round(f.minPrice * minor)}`);
  if (f.maxPrice !== undefined) parts.push(sql`p.price_cents <= ${Math.round(f.maxPrice * minor)}`);
  return sql.join(parts, sql` and `);
}

function orderSql(f: ProductSearchFilters, page: ProductPage): SQL {
  const dir = page.order === 'asc' ? sql`asc` : sql`desc`;
  switch (page.sort) {
    case 'sales':
      return sql`p.est_monthly_units ${dir} nulls last, p.opportunity_score desc nulls last, p.id`;
    case 'revenue':
      return sql`(p.est_monthly_units::bigint * p.price_cents) ${dir} nulls last, p.id`;
    case 'price':
      return sql`p.price_cents ${dir} nulls last, p.id`;
    case 'rating':
      return sql`p.rating ${dir} nulls last, p.id`;
    case 'reviews':
      return sql`p.review_count ${dir} nulls last, p.id`;
    case 'relevance': {
      const query = f.keyword ? allWordsQuery(f.keyword) : null;
      if (query)
        return sql`ts_rank(p.search_vector, to_tsquery(scout_text_config(${f.marketplace}), scout_unaccent(${query}))) desc, p.opportunity_score desc nulls last, p.id`;
      return sql`p.opportunity_score desc nulls last, p.id`;
    }
    default:
      return sql`p.opportunity_score ${dir} nulls last, p.id`;
  }
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
}): Promise<ProductSearchResult> {
  const where = productFilterSql(o.filters);
  const base = { page: o.page.page, pageSize: o.page.pageSize };
  if (!where) return { total: 0, totalIsCapped: false, results: [], ...base };
  // Sequential on purpose: `db` may be a transaction (one connection).
  const counted = await o.db.execute<{ n: number }>(
    sql`select count(*)::int as n from (select 1 from catalog_products p where ${where} limit ${COUNT_CAP + 1}) t`,
  );
  const rows = await o.db.execute<ProductResultRow>(sql`
    select ${PRODUCT_RESULT_COLUMNS} from catalog_products p ${productResultJoins(o.userId)}
    where ${where} order by ${orderSql(o.filters, o.page)}
    limit ${o.page.pageSize} offset ${(o.page.page - 1) * o.page.pageSize}`);
  const n = counted.rows[0]?.n ?? 0;
  const trends = await productTrends({ db: o.db, productIds: rows.rows.map((r) => Number(r.id)) });
  return {
    total: Math.min(n, COUNT_CAP),
    totalIsCapped: n > COUNT_CAP,
    results: rows.rows.map((r) => toProductResult(r, trends.get(Number(r.id)) ?? null, o.now)),
    ...base,
  };
}
