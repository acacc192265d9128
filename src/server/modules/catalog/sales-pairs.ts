import { sql } from 'drizzle-orm';
import { badgeMidpoint, type SalesPair } from '#domain/estimators/sales-curve.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db, Tx } from '#server/db/client.ts';
import type { catalogProductSnapshots, catalogProducts } from '#server/db/schema/index.ts';
import type { NotNull, SqlRow } from '#server/db/sql-row.ts';

/** Pairs of one root category, and what identifies them (count and newest observation). */
export interface DepartmentPairs {
  pairs: SalesPair[];
  signature: string;
}

/**
 * One pair as the statement returns it. From the schema: the root category (a product's
 * `department_id`, or a snapshot's `rank_department_id` of the same type; filtered not null) and when
 * it was observed (a snapshot's or product's `observed_at`, or the seller's last day as `timestamptz`:
 * text, as the driver returns it). Computed: the product's id as text, the rank (a geometric mean for
 * the seller's units: `float8`), the units (a badge's integer unioned with the seller's scaled sum:
 * `numeric`, as text) and the pair's source.
 */
type SalesPairRow = NotNull<SqlRow<typeof catalogProducts, 'departmentId'>> &
  SqlRow<typeof catalogProductSnapshots, 'observedAt'> & {
    product: string;
    rank: number;
    units: string;
    source: SalesPair['source'];
  };

/**
 * Every (rank, monthly units) pair the data holds for a marketplace, by the root category the rank
 * is in (the snapshot's rank category when its source named it, else the product's department):
 * - a badge ("N+ bought in past month", Keepa's monthlySold) observed together with the root
 *   category's rank, in a snapshot or on the product row;
 * - the seller's own units of an ASIN over a month (Sales and Traffic: a month-long report row, or
 *   at least 28 days of daily rows, scaled to 30 days) with the geometric mean of the ranks
 *   observed in those days.
 * A badge counts the past month, so a product gives one pair per 30-day window (its newest
 * observation there): a year of daily Keepa history is 12 pairs, not 365 copies of the same fact.
 */
export async function gatherSalesPairs(
  db: Db | Tx,
  marketplace: MarketplaceCode,
  /** Only these root categories (the calibration crawl's); default all. */
  departmentIds?: number[],
): Promise<Map<number, DepartmentPairs>> {
  const only = departmentIds
    ? sql`and coalesce(s.rank_department_id, p.department_id) = any(${sql.param(departmentIds)}::int[])`
    : sql``;
  const onlyProduct = departmentIds
    ? sql`and p.department_id = any(${sql.param(departmentIds)}::int[])`
    : sql``;
  const { rows } = await db.execute<SalesPairRow>(sql`
    with observed as (
      select p.id, coalesce(s.rank_department_id, p.department_id) as department_id, s.observed_at,
        s.best_sellers_rank as rank, s.bought_last_month as badge
      from catalog_product_snapshots s join catalog_products p on p.id = s.product_id
      where p.marketplace = ${marketplace} and coalesce(s.rank_department_id, p.department_id) is not null
        and s.best_sellers_rank > 0 and s.bought_last_month > 0 ${only}
      union all
      select p.id, p.department_id, p.observed_at, p.best_sellers_rank, p.bought_last_month
      from catalog_products p
      where p.marketplace = ${marketplace} and p.department_id is not null
        and p.best_sellers_rank > 0 and p.bought_last_month > 0 ${onlyProduct}
    ),
    badge_pairs as (
      select distinct on (id, department_id, floor(extract(epoch from observed_at) / 2592000))
        id, department_id, observed_at, rank, badge
      from observed
      order by id, department_id, floor(extract(epoch from observed_at) / 2592000), observed_at desc
    ),
    seller_days as (
      select t.asin, t.period_start, sum(t.units_ordered) as units
      from seller_asin_traffic t
      where t.marketplace = ${marketplace} and t.period_start = t.period_end
      group by t.asin, t.period_start
    ),
    seller_months as (
      select asin, min(period_start) as first_day, max(period_start) as last_day,
        sum(units) * 30.0 / count(*) as units
      from seller_days
      group by asin, floor(extract(epoch from period_start::timestamp) / 2592000)
      having count(*) >= 28
      union all
      select t.asin, t.period_start, t.period_end, sum(t.units_ordered) * 30.0 / (t.period_end - t.period_start + 1)
      from seller_asin_traffic t
      where t.marketplace = ${marketplace} and t.period_end - t.period_start + 1 between 28 and 31
      group by t.asin, t.period_start, t.period_end
    ),
    seller_pairs as (
      select p.id, coalesce(s.rank_department_id, p.department_id) as department_id,
        m.last_day::timestamptz as observed_at, exp(avg(ln(s.best_sellers_rank))) as rank, max(m.units) as units
      from seller_months m
      join catalog_products p on p.marketplace = ${marketplace} and p.asin = m.asin
      join catalog_product_snapshots s on s.product_id = p.id and s.best_sellers_rank > 0
        and coalesce(s.rank_department_id, p.department_id) is not null ${only}
        and s.observed_at >= m.first_day::timestamptz and s.observed_at < m.last_day::timestamptz + interval '1 day'
      where m.units > 0
      group by p.id, coalesce(s.rank_department_id, p.department_id), m.first_day, m.last_day
    )
    select department_id, id::text as product, rank, badge as units, 'badge' as source, observed_at from badge_pairs
    union all
    select department_id, id::text, rank, units, 'seller_units', observed_at from seller_pairs`);
  const out = new Map<number, { pairs: SalesPair[]; newest: number }>();
  for (const r of rows) {
    const entry = out.get(r.department_id) ?? { pairs: [], newest: 0 };
    const units = Number(r.units);
    entry.pairs.push({
      product: r.product,
      rank: Number(r.rank),
      units: r.source === 'badge' ? badgeMidpoint(units) : units,
      source: r.source,
    });
    entry.newest = Math.max(entry.newest, Date.parse(r.observed_at));
    out.set(r.department_id, entry);
  }
  return new Map(
    [...out].map(([department, e]) => [
      department,
      { pairs: e.pairs, signature: `${e.pairs.length}@${new Date(e.newest).toISOString()}` },
    ]),
  );
}
