import { sql } from 'drizzle-orm';
import { estimateCompetition } from '#domain/estimators/competition.ts';
import { leadersSummary } from '#domain/estimators/keyword-stats.ts';
import { estimateMonthlyUnits, unitsFigure } from '#domain/estimators/monthly-units.ts';
import { categoryPackageStats, type MetricPackage, metricPackage } from '#domain/fees/size-basis.ts';
import { storedSourcingBits } from '#domain/market/sourcing-rules.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db, Tx } from '#server/db/client.ts';
import type { catalogCategories, catalogProducts } from '#server/db/schema/index.ts';
import type { SqlRow } from '#server/db/sql-row.ts';
import { addBrandRevenue, type BrandRevenue, newBrandRevenue, topBrandOf } from './brand-revenue.ts';
import { lockCatalogWrites } from './lock-catalog-writes.ts';
import { computeProductMetrics, type ProductMetricInputs } from './product-metrics.ts';
import {
  observedSizeJoins,
  PRODUCT_SIZE_COLUMNS,
  type ProductSizeRow,
  sizeInputOfRow,
} from './product-size.ts';
import { refitSalesCurves } from './refit-sales-curves.ts';

/**
 * Recomputes the stored estimator outputs of a marketplace's catalog (docs/catalog.md):
 * 1. fits again the sales curve of each root category whose (rank, units) pairs changed;
 * 2. reads every product once to get its units and its sub-category's 10 best sellers;
 * 3. stores each sub-category's competition (listings, review barrier and rating of the leaders) and
 *    each category's and department's known packages (median once 10 are known: the "typical" size);
 * 4. reads the products again and stores units, competition and opportunity scores.
 * Reads and writes in keyset batches, so memory stays flat at any catalog size; one transaction,
 * holding the catalog's write lock (no import or other refresh runs meanwhile).
 */
export async function refreshCatalogMetrics(o: RefreshOptions): Promise<RefreshResult> {
  return o.db.transaction(async (tx) => {
    await lockCatalogWrites(tx);
    return refreshLocked({ ...o, db: tx });
  });
}

interface RefreshOptions {
  db: Db | Tx;
  marketplace: MarketplaceCode;
  now: Date;
  batchSize?: number;
  /** Called after each batch (a long refresh shows it is alive, e.g. a catalog import's heartbeat). */
  onBatch?: () => Promise<void>;
}
type RefreshResult = { products: number; categories: number; calibrated: number; refitted: number };

async function refreshLocked(o: RefreshOptions): Promise<RefreshResult> {
  const batchSize = o.batchSize ?? 5000;
  const { curves, samples, refitted } = await refitSalesCurves({
    db: o.db,
    marketplace: o.marketplace,
    now: o.now,
  });
  // Without its own curve, a rank reads as a range from the category's pairs or the other curves.
  const inputsByDepartment = new Map<
    number | null,
    Pick<ProductMetricInputs, 'curve' | 'nearby' | 'otherCurves'>
  >();
  const unitsInputs = (departmentId: number | null) => {
    let inputs = inputsByDepartment.get(departmentId);
    if (!inputs) {
      inputs = {
        curve: departmentId === null ? null : (curves.get(departmentId) ?? null),
        nearby: departmentId === null ? null : (samples.get(departmentId) ?? null),
        otherCurves: [...curves].filter(([id]) => id !== departmentId).map(([, c]) => c),
      };
      inputsByDepartment.set(departmentId, inputs);
    }
    return inputs;
  };

  type Leader = { units: number; reviews: number | null; rating: number | null };
  const niches = new Map<number, { count: number; top: Leader[]; brands: BrandRevenue }>();
  const packages = new Map<number, MetricPackage[]>();
  await forEachBatch(o.db, o.marketplace, batchSize, async (rows) => {
    for (const r of rows) {
      addPackage(packages, r);
      if (r.category_id === null) continue;
      const units = estimateMonthlyUnits({
        boughtLastMonth: r.bought_last_month,
        bestSellersRank: r.best_sellers_rank,
        ...unitsInputs(r.department_id),
      });
      const niche = niches.get(r.category_id) ?? { count: 0, top: [], brands: newBrandRevenue() };
      niche.count += 1;
      insertLeader(niche.top, { units: unitsFigure(units) ?? -1, reviews: r.review_count, rating: r.rating });
      addBrandRevenue(niche.brands, r.brand, unitsFigure(units), r.price_cents);
      niches.set(r.category_id, niche);
    }
    await o.onBatch?.();
  });

  const { rows: reportedRows } = await o.db.execute<
    SqlRow<typeof catalogCategories, 'id'> & { n: number }
  >(sql`
    select id, reported_listing_count as n from catalog_categories
    where marketplace = ${o.marketplace} and reported_listing_count is not null`);
  const reported = new Map(reportedRows.map((r) => [r.id, r.n]));
  const competition = new Map<number, { score: number | null; rating: number | null }>();
  const nicheTopBrands = new Map<number, { brand: string; share: number }>();
  const ids: number[] = [];
  const counts: number[] = [];
  const medians: (number | null)[] = [];
  const ratings: (number | null)[] = [];
  const scores: (number | null)[] = [];
  const topBrands: (string | null)[] = [];
  const topShares: (number | null)[] = [];
  for (const [categoryId, niche] of niches) {
    const top = topBrandOf(niche.brands);
    if (top) nicheTopBrands.set(categoryId, top);
    topBrands.push(top?.brand ?? null);
    topShares.push(top?.share ?? null);
    const leaders = leadersSummary(niche.top.map((l) => ({ reviewCount: l.reviews, rating: l.rating })));
    const topMedianReviews = leaders.medianReviews;
    const topAverageRating = leaders.averageRating;
    const estimate = estimateCompetition({
      listingCount: niche.count,
      reportedListingCount: reported.get(categoryId) ?? null,
      topMedianReviews,
      topAverageRating,
    });
    competition.set(categoryId, { score: estimate?.score ?? null, rating: topAverageRating });
    ids.push(categoryId);
    counts.push(niche.count);
    medians.push(topMedianReviews === null ? null : Math.round(topMedianReviews));
    ratings.push(topAverageRating);
    scores.push(estimate?.score ?? null);
  }
  if (ids.length > 0)
    await o.db.execute(sql`
      update catalog_categories c set listing_count = u.n, top_median_reviews = u.med,
        top_average_rating = u.rating, competition_score = u.score, top_brand = u.brand,
        top_brand_share = u.share, stats_at = ${o.now}
      from unnest(${sql.param(ids)}::int[], ${sql.param(counts)}::int[], ${sql.param(medians)}::int[],
        ${sql.param(ratings)}::real[], ${sql.param(scores)}::int[], ${sql.param(topBrands)}::text[],
        ${sql.param(topShares)}::real[]) as u(id, n, med, rating, score, brand, share)
      where c.id = u.id`);

  await storePackageStats(o.db, o.marketplace, packages);

  let products = 0;
  await forEachBatch(o.db, o.marketplace, batchSize, async (rows) => {
    const out = rows.map((r) => {
      const niche = r.category_id === null ? undefined : competition.get(r.category_id);
      const m = computeProductMetrics(
        {
          marketplace: o.marketplace,
          priceCents: r.price_cents,
          boughtLastMonth: r.bought_last_month,
          bestSellersRank: r.best_sellers_rank,
          categoryPath: r.category_path,
          ...unitsInputs(r.department_id),
          competitionScore: niche?.score ?? null,
          leadersAverageRating: niche?.rating ?? null,
          size: sizeInputOfRow(r),
        },
        o.now,
      );
      return {
        id: r.id,
        units: unitsFigure(m.units),
        method: m.units.method === 'unknown' ? null : m.units.method,
        competition: niche?.score ?? null,
        opportunity: m.opportunity.score,
        flags: storedSourcingBits({
          title: r.title,
          brand: r.brand,
          categoryPath: r.category_path,
          reviewCount: r.review_count,
          nicheTopBrand: r.category_id === null ? null : (nicheTopBrands.get(r.category_id) ?? null),
        }),
      };
    });
    products += out.length;
    await o.db.execute(sql`
      update catalog_products p set est_monthly_units = u.units, est_units_method = u.method,
        competition_score = u.competition, opportunity_score = u.opportunity, sourcing_flags = u.flags,
        metrics_at = ${o.now}
      from unnest(${sql.param(out.map((x) => x.id))}::bigint[], ${sql.param(out.map((x) => x.units))}::int[],
        ${sql.param(out.map((x) => x.method))}::text[], ${sql.param(out.map((x) => x.competition))}::int[],
        ${sql.param(out.map((x) => x.opportunity))}::int[], ${sql.param(out.map((x) => x.flags))}::int[])
        as u(id, units, method, competition, opportunity, flags)
      where p.id = u.id`);
    await o.onBatch?.();
  });
  return { products, categories: ids.length, calibrated: curves.size, refitted };
}

/** Keeps the 10 listings with the most units, best first. */
function insertLeader<T extends { units: number }>(top: T[], leader: T, size = 10) {
  if (top.length === size && leader.units <= top[size - 1].units) return;
  let i = top.length;
  while (i > 0 && top[i - 1].units < leader.units) i--;
  top.splice(i, 0, leader);
  if (top.length > size) top.pop();
}

/** Packages kept per category for its median (the first ones by id; enough for a stable median). */
const MAX_PACKAGES_PER_CATEGORY = 1000;

function addPackage(byCategory: Map<number, MetricPackage[]>, r: ProductRow) {
  const pkg = metricPackage(
    [r.package_length_mm, r.package_width_mm, r.package_height_mm],
    r.package_weight_g,
  );
  if (!pkg) return;
  for (const id of new Set([r.category_id, r.department_id])) {
    if (id === null) continue;
    const list = byCategory.get(id) ?? [];
    if (list.length < MAX_PACKAGES_PER_CATEGORY) list.push(pkg);
    byCategory.set(id, list);
  }
}

/** Each category's package statistics (size-basis.ts); categories without a known package: none. */
async function storePackageStats(
  db: Db | Tx,
  marketplace: MarketplaceCode,
  byCategory: Map<number, MetricPackage[]>,
) {
  await db.execute(sql`update catalog_categories set package_stats = null
    where marketplace = ${marketplace} and package_stats is not null`);
  if (byCategory.size === 0) return;
  const ids = [...byCategory.keys()];
  const stats = ids.map((id) => JSON.stringify(categoryPackageStats(byCategory.get(id) ?? [])));
  await db.execute(sql`
    update catalog_categories c set package_stats = u.stats
    from unnest(${sql.param(ids)}::int[], ${sql.param(stats)}::jsonb[]) as u(id, stats)
    where c.id = u.id`);
}

type ProductRow = ProductSizeRow &
  SqlRow<
    typeof catalogProducts,
    | 'id'
    | 'title'
    | 'departmentId'
    | 'categoryId'
    | 'brand'
    | 'priceCents'
    | 'boughtLastMonth'
    | 'bestSellersRank'
    | 'reviewCount'
    | 'rating'
  > & { category_path: SqlRow<typeof catalogCategories, 'path'>['path'] | null };

async function forEachBatch(
  db: Db | Tx,
  marketplace: MarketplaceCode,
  batchSize: number,
  work: (rows: ProductRow[]) => Promise<void>,
) {
  let after = 0;
  for (;;) {
    const { rows } = await db.execute<ProductRow>(sql`
      select p.id, p.title, p.department_id, p.category_id, c.path as category_path, p.brand, p.price_cents,
        p.bought_last_month, p.best_sellers_rank, p.review_count, p.rating, ${PRODUCT_SIZE_COLUMNS}
      from catalog_products p left join catalog_categories c on c.id = p.category_id
        left join catalog_categories d on d.id = p.department_id ${observedSizeJoins(null)}
      where p.marketplace = ${marketplace} and p.id > ${after}
      order by p.id limit ${batchSize}`);
    if (rows.length === 0) return;
    for (const r of rows) r.id = Number(r.id);
    await work(rows);
    after = rows[rows.length - 1].id;
  }
}
