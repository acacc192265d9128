/**
 * The page summary (Xray-like): totals and medians over the products of a search or best-seller
 * page, the niche's competition from the page's leaders, the sponsored share, and its CSV.
 */
import type { AmazonPage } from '#domain/amazon-pages/page-types.ts';
import { toCsv } from '#domain/csv.ts';
import { estimateCompetition, median } from '#domain/estimators/competition.ts';
import { leadersSummary } from '#domain/estimators/keyword-stats.ts';
import { type MinorUnits, minorUnits, money, toMajor } from '#domain/money.ts';
import { productsOf } from './page-requests.ts';
import { type ScoutEstimate, unitsFigure } from './scout-types.ts';

export interface PageSummary {
  products: number;
  /** Products with a sales estimate. */
  withUnits: number;
  totalUnits: number;
  totalRevenueCents: number;
  /** Some units are badge lower bounds: totals are "at least". */
  lowerBound: boolean;
  medianUnits: number | null;
  medianRevenueCents: number | null;
  medianPriceCents: number | null;
  medianReviews: number | null;
  medianRating: number | null;
  competition: ReturnType<typeof estimateCompetition> | null;
  /** Share of sponsored results, 0-1 (search pages only). */
  sponsoredShare: number | null;
}

export function summarise(page: AmazonPage, estimates: Map<string, ScoutEstimate>): PageSummary {
  const products = productsOf(page);
  const rows = products.map((p) => {
    const e = estimates.get(p.asin);
    return {
      units: e ? unitsFigure(e.units) : null,
      revenue: e?.revenue?.cents ?? null,
      price: e?.inputs.price?.value ?? null,
      reviews: p.reviewCount ?? e?.inputs.reviewCount?.value ?? null,
      rating: p.rating ?? e?.inputs.rating?.value ?? null,
      badge: e?.units.method === 'badge',
    };
  });
  const known = <T>(values: (T | null)[]) => values.filter((v): v is T => v !== null);
  const units = known(rows.map((r) => r.units));
  const leaders = [...rows]
    .filter((r) => r.units !== null)
    .sort((a, b) => (b.units ?? 0) - (a.units ?? 0))
    .slice(0, 10)
    .map((r) => ({ reviewCount: r.reviews, rating: r.rating }));
  const lead = leadersSummary(
    leaders.length ? leaders : rows.slice(0, 10).map((r) => ({ reviewCount: r.reviews, rating: r.rating })),
  );
  const listingCount = page.kind === 'search' ? (page.totalResults ?? products.length) : products.length;
  const hasInputs = lead.medianReviews !== null || lead.averageRating !== null;
  const sponsored = page.kind === 'search' ? page.results.filter((r) => r.sponsored).length : null;
  return {
    products: products.length,
    withUnits: units.length,
    totalUnits: units.reduce((s, n) => s + n, 0),
    totalRevenueCents: known(rows.map((r) => r.revenue)).reduce((s, n) => s + n, 0),
    lowerBound: rows.some((r) => r.badge),
    medianUnits: median(units),
    medianRevenueCents: median(known(rows.map((r) => r.revenue))),
    medianPriceCents: median(known(rows.map((r) => r.price))),
    medianReviews: median(known(rows.map((r) => r.reviews))),
    medianRating: median(known(rows.map((r) => r.rating))),
    competition:
      products.length && hasInputs
        ? estimateCompetition({
            listingCount,
            topMedianReviews: lead.medianReviews,
            topAverageRating: lead.averageRating,
          })
        : null,
    sponsoredShare: sponsored === null || products.length === 0 ? null : sponsored / products.length,
  };
}

/** One line per product of the page with what was read and Scout's estimates (formula-safe). */
export function summaryCsv(
  page: AmazonPage,
  estimates: Map<string, ScoutEstimate>,
  currency: string,
): string {
  const header = [
    'position',
    'asin',
    'title',
    'brand',
    'sponsored',
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
    'margin_percent_low',
    'margin_percent_high',
    'scout_score',
  ];
  const major = (minor: MinorUnits | null | undefined) =>
    minor == null ? null : toMajor(money(minor, currency));
  const fbaCells = (e: ScoutEstimate | undefined) => {
    const ful = e?.economics?.fees.fulfilment;
    if (!ful) return [null, null];
    return ful.kind === 'fee'
      ? [major(ful.totalMinor), major(ful.totalMinor)]
      : [major(ful.lowMinor), major(ful.highMinor)];
  };
  const rows = productsOf(page).map((p, i) => {
    const e = estimates.get(p.asin);
    const position =
      'position' in p
        ? (p as { position: number }).position
        : 'listRank' in p
          ? (p as { listRank?: number }).listRank
          : i + 1;
    return [
      position ?? i + 1,
      p.asin,
      p.title ?? null,
      p.brand ?? null,
      'sponsored' in p ? Boolean((p as { sponsored: boolean }).sponsored) : null,
      major(e?.inputs.price?.value),
      e?.inputs.price ? currency : null,
      p.rating ?? null,
      p.reviewCount ?? null,
      p.boughtPastMonth ?? null,
      e ? unitsFigure(e.units) : null,
      e?.units.method ?? null,
      major(e?.revenue?.cents),
      e?.revenue?.kind ?? null,
      major(e?.economics ? minorUnits(e.economics.fees.referral.feeMinor) : null),
      ...fbaCells(e),
      major(e?.economics?.fees.amazonFees.lowMinor),
      major(e?.economics?.fees.amazonFees.highMinor),
      e?.economics?.marginPercent?.low ?? null,
      e?.economics?.marginPercent?.high ?? null,
      e?.opportunity.score ?? null,
    ];
  });
  return toCsv(header, rows);
}
