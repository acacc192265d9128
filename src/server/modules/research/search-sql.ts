import { type SQL, sql } from 'drizzle-orm';
import type { ProductPage, ProductSearchFilters } from '#contracts/research.ts';
import { keywordLanguage, keywordTitlePatterns } from '#domain/keywords/word-forms.ts';
import type { SourcingSettings } from '#domain/market/sourcing-rules.ts';
import { MARKETPLACES } from '#domain/marketplaces.ts';
import { minorUnitsPerMajor } from '#domain/money.ts';
import { PRODUCT_RESULT_COLUMNS, productResultJoins } from './product-result.ts';
import { flaggedSql } from './sourcing-settings.ts';
import { exactWordsQuery } from './text-query.ts';

/** Title and brand, lower case and without accents (an ASCII text is only lowered: ADR 104). */
const foldedTitleAndBrandSql = sql`(case when octet_length(p.title || coalesce(p.brand, '')) = length(p.title || coalesce(p.brand, ''))
  then lower(p.title || ' ' || coalesce(p.brand, '')) else scout_unaccent(lower(p.title || ' ' || coalesce(p.brand, ''))) end)`;

/**
 * SQL of a product search (alias p = catalog_products), all of it here: the count of the matches,
 * then one page of results in the plan that count chooses (productSearchSql below, the one entry).
 * Two plans:
 * - `indexed`: every condition and the sort can use the b-tree indexes (marketplace + sort column),
 *   so PostgreSQL walks the sort order and stops after one page — best without a keyword, or with
 *   a broad keyword whose matches are everywhere;
 * - `keyword`: the other conditions and the sort are written so that no b-tree index applies
 *   (`+ 0`): PostgreSQL reads the keyword's matches from the full-text index and sorts them — best
 *   when the keyword matches fewer than COUNT_CAP listings, wherever they sit in the sort order.
 * Sorting by a figure leaves out the products where it is unknown (for example, sorting by
 * reviews lists the products with a known review count), except the AI score, the default sort:
 * products whose score is unknown are listed after the scored ones, in either direction.
 */
export type SearchPlan = 'indexed' | 'keyword';

/** Competition filter: "at most low" keeps scores under 40, "at most medium" under 60. */
const COMPETITION_MAX = { low: 40, medium: 60 } as const;

/** Matches counted up to this many (then the total is shown as "more than"). */
export const COUNT_CAP = 10_000;

/** The score sort, and relevance without a keyword (nothing to rank by but the score). */
const sortsByScore = (f: ProductSearchFilters, page: ProductPage) =>
  page.sort === 'score' || (page.sort === 'relevance' && !f.keyword);

/** The column a sort reads (null: relevance, computed). */
function sortColumn(page: ProductPage): SQL | null {
  switch (page.sort) {
    case 'sales':
      return sql`p.est_monthly_units`;
    case 'revenue':
      return sql`(p.est_monthly_units::bigint * p.price_cents)`;
    case 'price':
      return sql`p.price_cents`;
    case 'rating':
      return sql`p.rating`;
    case 'reviews':
      return sql`p.review_count`;
    case 'relevance':
      return null;
    default:
      return sql`p.opportunity_score`;
  }
}

const tsQuerySql = (f: ProductSearchFilters, query: string) =>
  sql`to_tsquery(scout_text_config(${f.marketplace}), scout_unaccent(${query}))`;

/** The WHERE clause; null when the keyword has no searchable word (nothing can match). */
function searchWhereSql(f: ProductSearchFilters, page: ProductPage, plan: SearchPlan): SQL | null {
  const minor = minorUnitsPerMajor(MARKETPLACES[f.marketplace].currency);
  // In the keyword plan, `+ 0` keeps the b-tree indexes out of the way of the full-text index.
  const col = (c: SQL) => (plan === 'keyword' ? sql`(${c} + 0)` : c);
  // Unlisted products are known only from a user's private browser observations (docs/extension.md).
  const parts: SQL[] = [sql`p.marketplace = ${f.marketplace}`, sql`p.listed`];
  if (f.keyword) {
    // The full-text index finds the candidates (its stemmer merges "packing" and "pack"); each word
    // is then checked in the title and brand in its singular or plural forms only, as keyword
    // research reads a keyword (src/domain/keywords/word-forms.ts), in the marketplace's language.
    const query = exactWordsQuery(f.keyword);
    if (!query) return null;
    parts.push(sql`p.search_vector @@ ${tsQuerySql(f, query)}`);
    const patterns = keywordTitlePatterns(f.keyword, keywordLanguage(f.marketplace));
    if (patterns?.length)
      parts.push(
        sql`${foldedTitleAndBrandSql} ~ all(array[${sql.join(
          patterns.map((re) => sql`${re}`),
          sql`, `,
        )}]::text[])`,
      );
  }
  if (f.departmentId) parts.push(sql`${col(sql`p.department_id`)} = ${f.departmentId}`);
  if (f.minSales !== undefined && f.minSales > 0)
    parts.push(sql`${col(sql`p.est_monthly_units`)} >= ${f.minSales}`);
  if (f.maxCompetition && f.maxCompetition !== 'high')
    // A product's competition is its sub-category's: filter on the few qualifying categories.
    parts.push(sql`${col(sql`p.category_id`)} in (select c2.id from catalog_categories c2
      where c2.marketplace = ${f.marketplace} and c2.competition_score < ${COMPETITION_MAX[f.maxCompetition]})`);
  if (f.minPrice !== undefined)
    parts.push(sql`${col(sql`p.price_cents`)} >= ${Math.round(f.minPrice * minor)}`);
  if (f.maxPrice !== undefined)
    parts.push(sql`${col(sql`p.price_cents`)} <= ${Math.round(f.maxPrice * minor)}`);
  const sorted = sortColumn(page);
  if (sorted && !sortsByScore(f, page)) parts.push(sql`${sorted} is not null`);
  return sql.join(parts, sql` and `);
}

/**
 * The sort key and the ORDER BY of the inner page query; ties are broken by id in the same
 * direction so that one index gives the whole order.
 */
function searchOrder(
  f: ProductSearchFilters,
  page: ProductPage,
  plan: SearchPlan,
): { key: SQL; direction: SQL; orderBy: SQL } {
  const direction = page.order === 'asc' ? sql`asc` : sql`desc`;
  const column = sortColumn(page);
  const query = f.keyword ? exactWordsQuery(f.keyword) : null;
  if (!column) {
    const key = query ? sql`ts_rank(p.search_vector, ${tsQuerySql(f, query)})` : sql`p.opportunity_score`;
    return { key, direction: sql`desc`, orderBy: sql`${key} desc, p.id desc` };
  }
  const key = plan === 'keyword' ? sql`(${column} + 0)` : column;
  return { key, direction, orderBy: sql`${key} ${direction}, p.id ${direction}` };
}

/** Few keyword matches: sort them all; many (or no keyword): walk an index in sort order. */
const planFor = (f: ProductSearchFilters, matches: number): SearchPlan =>
  f.keyword && matches <= COUNT_CAP ? 'keyword' : 'indexed';

/** One product search's SQL: its count, then its page once the count is known. */
export interface ProductSearchSql {
  /** Counts the matches, up to COUNT_CAP + 1 (in the keyword plan when there is a keyword). */
  count: SQL;
  /**
   * One page of results with everything ProductResult needs, in the plan for `matches` (what
   * `count` found), or in `plan` (the tests and benchmarks compare the two plans). `sourcing`: the
   * seller's sourcing rules (null: none, the plain order).
   */
  page(o: {
    matches: number;
    userId: string | null;
    sourcing?: SourcingSettings | null;
    plan?: SearchPlan;
  }): SQL;
}

/**
 * The SQL of one product search, built in one place (issue 31); null when the keyword has no
 * searchable word (nothing can match: no statement to run).
 */
export function productSearchSql(f: ProductSearchFilters, page: ProductPage): ProductSearchSql | null {
  const countPlan: SearchPlan = f.keyword ? 'keyword' : 'indexed';
  const counted = searchWhereSql(f, page, countPlan);
  if (!counted) return null;
  return {
    count: sql`select count(*)::int as n from (select 1 from catalog_products p where ${counted} limit ${COUNT_CAP + 1}) t`,
    page: (o) => {
      const plan = o.plan ?? planFor(f, o.matches);
      // The count's WHERE, or the other plan's (never null then: only the keyword's words make it null).
      const where = plan === countPlan ? counted : (searchWhereSql(f, page, plan) ?? counted);
      return pageSql({ f, page, plan, where, userId: o.userId, sourcing: o.sourcing ?? null });
    },
  };
}

/**
 * One page of results. The page is chosen on the products table alone, then only its rows are
 * joined to their categories and favourites. In the by-score order, the listings the seller's
 * sourcing rules flag (`sourcing`: dangerous goods, gated, media, a dominant brand, too new; the
 * rules they switched off left out) come after the others.
 */
function pageSql(o: {
  f: ProductSearchFilters;
  page: ProductPage;
  plan: SearchPlan;
  where: SQL;
  userId: string | null;
  sourcing: SourcingSettings | null;
}): SQL {
  const { f, page, where, sourcing } = o;
  const order = searchOrder(f, page, o.plan);
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
    select ${PRODUCT_RESULT_COLUMNS} from page join catalog_products p on p.id = page.id ${productResultJoins(o.userId)}
    order by page.tier, page.sort_key ${order.direction} nulls last, page.id ${order.direction}`;
}
