/**
 * Seasonal trends of a product (its snapshot history) or of a category (the snapshots of every
 * product in it and its sub-categories): the monthly index of the "bought in past month" badge
 * (src/domain/market/seasonal-index.ts). Snapshots without a badge are not counted. A product whose
 * root category has a calibrated curve is also read from its rank history (the curve × each day's
 * rank: an estimate, labelled so), which covers the months the badge was absent; the reading that
 * covers more months is shown. With less than a year of history the answer says so — no
 * placeholder uplift.
 */
import { sql } from 'drizzle-orm';
import { categoryAliases } from '#domain/catalog/category-names.ts';
import type { SalesCurve } from '#domain/estimators/sales-curve.ts';
import { monthlySeasonalIndex, type SeasonalResult } from '#domain/market/seasonal-index.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import type { catalogCategories } from '#server/db/schema/index.ts';
import type { SqlRow } from '#server/db/sql-row.ts';
import { AppError } from '#server/lib/app-error.ts';
import { findProductByAsin, PATH_SEPARATOR } from '#server/modules/catalog/index.ts';
import { estimatedSalesHistory } from './estimated-sales-history.ts';

export interface SeasonalTrends {
  scope: { kind: 'product'; asin: string; title: string } | { kind: 'category'; name: string; path: string };
  /** Snapshots that carried a badge, or days of rank history read with the curve. */
  observations: number;
  basis: 'badge' | 'rank_curve';
  curve: { fittedAt: string; medianApe: number; p80Ape: number } | null;
  result: SeasonalResult;
}

type MonthRow = { month: Date | string; demand: number | string; n: number | string };

const toPoints = (rows: MonthRow[]) =>
  rows.map((r) => ({
    // The middle of the month + 15 days: seasonal-index.ts moves it back into the same month.
    observedAt: new Date(new Date(r.month).getTime() + 30 * 86_400_000),
    demand: Number(r.demand),
  }));

export async function getSeasonalTrends(o: {
  db: Db;
  marketplace: MarketplaceCode;
  asin: string | null;
  category?: string;
  userId?: string | null;
  now?: Date;
}): Promise<SeasonalTrends> {
  if (o.asin) {
    const product = await findProductByAsin({ db: o.db, marketplace: o.marketplace, asin: o.asin });
    if (!product)
      throw new AppError('asin_not_in_catalog', 404, { asin: o.asin, marketplace: o.marketplace });
    const { rows } = await o.db.execute<MonthRow>(sql`
      select date_trunc('month', observed_at - interval '15 days') as month,
             avg(bought_last_month)::float8 as demand, count(*) as n
      from catalog_product_snapshots
      where product_id = ${product.id} and bought_last_month > 0 and private_to is null
      group by 1 order by 1`);
    const scope = { kind: 'product' as const, asin: product.asin, title: product.title };
    const badges = withResult(scope, rows);
    const estimated = await estimatedSalesHistory({
      db: o.db,
      asin: product.asin,
      marketplace: o.marketplace,
      userId: o.userId ?? null,
      now: o.now ?? new Date(),
    });
    if (estimated?.basis !== 'rank_curve' || !estimated.curve) return badges;
    const fromRanks = fromDailyUnits(scope, estimated.days, estimated.curve);
    return fromRanks.result.monthsCovered > badges.result.monthsCovered ? fromRanks : badges;
  }
  const name = o.category?.trim();
  if (!name) throw new AppError('seasonal_asin_or_category_required', 400);
  // A name typed in English, in French or in the marketplace's language (docs/catalog.md).
  const names = categoryAliases(name).map((n) => n.toLowerCase());
  const { rows: categories } = await o.db.execute<SqlRow<typeof catalogCategories, 'name' | 'path'>>(sql`
    select name, path from catalog_categories
    where marketplace = ${o.marketplace}
      and (lower(name) in (${sql.join(
        names.map((n) => sql`${n}`),
        sql`, `,
      )}) or lower(path) = lower(${name}))
    order by depth limit 1`);
  const category = categories[0];
  if (!category)
    throw new AppError('category_not_in_catalog', 404, { category: name, marketplace: o.marketplace });
  const { rows } = await o.db.execute<MonthRow>(sql`
    select date_trunc('month', s.observed_at - interval '15 days') as month,
           avg(s.bought_last_month)::float8 as demand, count(*) as n
    from catalog_product_snapshots s
    join catalog_products p on p.id = s.product_id
    join catalog_categories c on c.id = p.category_id
    where p.marketplace = ${o.marketplace} and s.bought_last_month > 0 and s.private_to is null and p.listed
      and (c.path = ${category.path} or c.path like ${`${category.path}${PATH_SEPARATOR}%`})
    group by 1 order by 1`);
  return withResult({ kind: 'category', name: category.name, path: category.path }, rows);
}

function withResult(scope: SeasonalTrends['scope'], rows: MonthRow[]): SeasonalTrends {
  const observations = rows.reduce((a, r) => a + Number(r.n), 0);
  const result = monthlySeasonalIndex(toPoints(rows));
  return { scope, observations, basis: 'badge', curve: null, result: { ...result, observations } };
}

/** Monthly demand from estimated daily units (each day in its own month: ranks are not trailing). */
function fromDailyUnits(
  scope: SeasonalTrends['scope'],
  days: { date: string; units: number }[],
  curve: SalesCurve,
): SeasonalTrends {
  const months = new Map<string, number[]>();
  for (const d of days) months.set(d.date.slice(0, 7), [...(months.get(d.date.slice(0, 7)) ?? []), d.units]);
  const rows: MonthRow[] = [...months].map(([month, units]) => ({
    month: `${month}-01T00:00:00Z`,
    demand: (units.reduce((a, b) => a + b, 0) / units.length) * 30,
    n: units.length,
  }));
  const result = monthlySeasonalIndex(toPoints(rows));
  return {
    scope,
    observations: days.length,
    basis: 'rank_curve',
    curve: { fittedAt: curve.fittedAt, medianApe: curve.error.medianApe, p80Ape: curve.error.p80Ape },
    result: { ...result, observations: days.length },
  };
}
