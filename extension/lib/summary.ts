/**
 * The page summary (Xray-like), computed from the page's own tiles: totals and medians of sales
 * and revenue (Scout's estimate for each tile), price, reviews and rating (as the tiles show
 * them), each with how many tiles it rests on; the niche's competition from the page's leaders,
 * the sponsored share, and the CSV of the rows.
 */
import type { AmazonPage } from '#domain/amazon-pages/page-types.ts';
import { toCsv } from '#domain/csv.ts';
import { estimateCompetition, median } from '#domain/estimators/competition.ts';
import { leadersSummary } from '#domain/estimators/keyword-stats.ts';
import { MARKETPLACES, type MarketplaceCode } from '#domain/marketplaces.ts';
import { minorUnits, money, toMajor } from '#domain/money.ts';
import type { PageRow } from './page-rows.ts';

/** A figure over the page's tiles and how many tiles it rests on. */
export interface OverTiles {
  median: number | null;
  total: number;
  used: number;
}

export interface PageSummary {
  /** Tiles on the page. */
  products: number;
  sales: OverTiles;
  revenue: OverTiles;
  price: OverTiles;
  reviews: OverTiles;
  rating: OverTiles;
  /** Some units are badge lower bounds: totals are "at least". */
  lowerBound: boolean;
  competition: ReturnType<typeof estimateCompetition> | null;
  /** Share of sponsored results, 0-1 (search pages only). */
  sponsoredShare: number | null;
}

function overTiles(values: (number | null)[]): OverTiles {
  const known = values.filter((v): v is number => v !== null);
  return { median: median(known), total: known.reduce((s, n) => s + n, 0), used: known.length };
}

export function summarise(page: AmazonPage, rows: PageRow[]): PageSummary {
  const leaders = rows
    .filter((r) => r.units !== null)
    .sort((a, b) => (b.units ?? 0) - (a.units ?? 0))
    .slice(0, 10);
  const lead = leadersSummary(
    (leaders.length ? leaders : rows.slice(0, 10)).map((r) => ({ reviewCount: r.reviews, rating: r.rating })),
  );
  const listingCount = page.kind === 'search' ? (page.totalResults ?? rows.length) : rows.length;
  const hasInputs = lead.medianReviews !== null || lead.averageRating !== null;
  const sponsored = page.kind === 'search' ? rows.filter((r) => r.sponsored).length : null;
  return {
    products: rows.length,
    sales: overTiles(rows.map((r) => r.units)),
    revenue: overTiles(rows.map((r) => r.revenueMinor)),
    price: overTiles(rows.map((r) => r.priceMinor)),
    reviews: overTiles(rows.map((r) => r.reviews)),
    rating: overTiles(rows.map((r) => r.rating)),
    lowerBound: rows.some((r) => r.unitsLowerBound),
    competition:
      rows.length && hasInputs
        ? estimateCompetition({
            listingCount,
            topMedianReviews: lead.medianReviews,
            topAverageRating: lead.averageRating,
          })
        : null,
    sponsoredShare: sponsored === null || rows.length === 0 ? null : sponsored / rows.length,
  };
}

/** One line per tile with what the page shows and Scout's estimates (formula-safe). */
export function summaryCsv(rows: PageRow[], marketplace: MarketplaceCode): string {
  const currency = MARKETPLACES[marketplace].currency;
  const major = (minor: number | null) =>
    minor === null ? null : toMajor(money(minorUnits(minor), currency));
  const header = [
    'position',
    'asin',
    'title',
    'brand',
    'sponsored',
    'list_rank',
    'department_rank',
    'price',
    'currency',
    'rating',
    'reviews',
    'bought_past_month',
    'est_monthly_units',
    'units_method',
    'est_monthly_revenue',
    'revenue_kind',
    'referral_fee',
    'fba_fee_low',
    'fba_fee_high',
    'amazon_fees_low',
    'amazon_fees_high',
    'left_after_fees_low',
    'left_after_fees_high',
    'profit_low',
    'profit_high',
    'margin_percent_low',
    'margin_percent_high',
    'scout_score',
  ];
  const range = (r: { lowMinor: number; highMinor: number } | null) =>
    r ? [major(r.lowMinor), major(r.highMinor)] : [null, null];
  const lines = rows.map((r) => [
    r.position,
    r.asin,
    r.title,
    r.brand,
    r.sponsored,
    r.listRank,
    r.listRank === null ? null : r.departmentRank,
    major(r.priceMinor),
    r.priceMinor === null ? null : currency,
    r.rating,
    r.reviews,
    r.boughtPastMonth,
    r.units,
    r.unitsMethod,
    major(r.revenueMinor),
    r.revenueKind,
    major(r.referralMinor),
    ...range(r.fba),
    ...range(r.fees),
    ...range(r.left),
    ...range(r.profit),
    r.marginPercent?.low ?? null,
    r.marginPercent?.high ?? null,
    r.score,
  ]);
  return toCsv(header, lines);
}
