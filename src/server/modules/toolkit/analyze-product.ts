/**
 * AI product analyzer (pro and elite; niche detection and listing analysis elite only). Every figure
 * comes from the research estimators and the catalog; the AI layer only writes the summary around
 * them (writeProse), and without a configured model the client words the assessment itself.
 */
import { sql } from 'drizzle-orm';
import { amazonBrandOf } from '#domain/catalog/amazon-brands.ts';
import { unitsFigure } from '#domain/estimators/monthly-units.ts';
import { priceBandScore } from '#domain/estimators/opportunity.ts';
import { gradeListing } from '#domain/listing/grade-listing.ts';
import {
  ANALYSIS_TYPES,
  type AnalysisType,
  focusAssessment,
  type UnitEconomics,
  unitEconomics,
} from '#domain/market/analysis-focus.ts';
import { type Assessment, assessProduct, type NicheStats } from '#domain/market/product-assessment.ts';
import { isRuledOut, type SourcingFlag, sourcingFlags } from '#domain/market/sourcing-rules.ts';
import { MARKETPLACES, type MarketplaceCode } from '#domain/marketplaces.ts';
import { minorUnitsPerMajor } from '#domain/money.ts';
import type { Db } from '#server/db/client.ts';
import { PATH_SEPARATOR } from '#server/modules/catalog/index.ts';
import type { SellerFeeView } from '#server/modules/fees/index.ts';
import type { ProductResult } from '#server/modules/research/index.ts';
import { getProductDetail, getSourcingSettings, sourcingFactsOf } from '#server/modules/research/index.ts';
import { nicheNeighbours } from './niche-neighbours.ts';

export { ANALYSIS_TYPES, type AnalysisType };

export interface CompetitorComparison {
  /** 1 = the niche's best seller by estimated units; null when units are unknown. */
  rankByUnits: number | null;
  listings: number;
  price: { product: number | null; nicheMedian: number | null };
  units: { product: number | null; nicheMedian: number | null };
  reviews: { product: number | null; nicheMedian: number | null; leadersMedian: number | null };
  rating: { product: number | null; leadersAverage: number | null };
  /** SEO grade of the title alone (listing optimizer rules). */
  titleScore: number;
}

export interface ProductAnalysis {
  analysisType: AnalysisType;
  product: ProductResult;
  /** The opportunity score; null when none of its inputs is known. */
  verdictScore: number | null;
  priceBandScore: number | null;
  niche: NicheStats | null;
  competitor: CompetitorComparison | null;
  /** The notes on this analysis's subject only (analysis-focus.ts). */
  assessment: Assessment;
  /** Profitability: the most the product may cost for a target margin (its fees: product.economics). */
  economics: UnitEconomics | null;
  /** Sourcing rules the product trips, each with its reason; an enabled one makes the verdict "avoid". */
  sourcing: SourcingFlag[];
  summary: { text: string; engine: { engine: string; model: string | null } } | null;
}

type Num = number | string | null;
const n = (v: Num) => (v === null || v === undefined ? null : Number(v));

export async function nicheStatsOf(
  db: Db,
  productId: number,
): Promise<(NicheStats & { rankByUnits: number | null }) | null> {
  const { rows } = await db.execute<Record<string, Num>>(sql`
    with me as (
      select p.marketplace, p.est_monthly_units as units, c.path, c.top_median_reviews, c.top_average_rating
      from catalog_products p join catalog_categories c on c.id = p.category_id where p.id = ${productId}
    ), niche as (
      select p.price_cents, p.est_monthly_units as units, p.est_units_method as units_method, p.review_count
      from catalog_products p join catalog_categories c on c.id = p.category_id, me
      where p.marketplace = me.marketplace and (c.path = me.path or c.path like me.path || ${PATH_SEPARATOR} || '%')
    )
    select (select count(*) from niche) as listings,
      (select sum(units) from niche) as total_units,
      (select sum(units) from (select units from niche where units is not null order by units desc limit 10) t) as top_units,
      (select percentile_cont(0.25) within group (order by price_cents) from niche) as p25,
      (select percentile_cont(0.5) within group (order by price_cents) from niche) as p50,
      (select percentile_cont(0.75) within group (order by price_cents) from niche) as p75,
      (select percentile_cont(0.5) within group (order by units) from niche
        where units_method in ('badge', 'bsr')) as median_units,
      (select percentile_cont(0.5) within group (order by review_count) from niche) as median_reviews,
      (select 1 + count(*) from niche, me where me.units is not null and niche.units > me.units) as rank,
      (select units from me) as my_units,
      (select top_median_reviews from me) as leaders_reviews,
      (select top_average_rating from me) as leaders_rating`);
  const r = rows[0];
  if (!r || !n(r.listings)) return null;
  const total = n(r.total_units);
  const top = n(r.top_units);
  const p25 = n(r.p25);
  return {
    listings: n(r.listings) as number,
    top10Share: total && top !== null ? top / total : null,
    priceQuartiles: p25 === null ? null : { p25, p50: n(r.p50) as number, p75: n(r.p75) as number },
    medianUnits: n(r.median_units),
    medianReviews: n(r.median_reviews),
    leadersMedianReviews: n(r.leaders_reviews),
    leadersAverageRating: n(r.leaders_rating),
    rankByUnits: n(r.my_units) === null ? null : n(r.rank),
  };
}

export async function analyzeProduct(o: {
  db: Db;
  userId: string;
  marketplace: MarketplaceCode;
  asin: string;
  analysisType: AnalysisType;
  /** Niche detection and listing analysis (elite). */
  withNiche: boolean;
  now: Date;
  fees: SellerFeeView;
}): Promise<Omit<ProductAnalysis, 'summary'>> {
  const { product } = await getProductDetail({
    db: o.db,
    userId: o.userId,
    marketplace: o.marketplace,
    asin: o.asin,
    now: o.now,
    fees: o.fees,
  });
  const stats = o.withNiche ? await nicheStatsOf(o.db, product.id) : null;
  const niche: NicheStats | null = stats
    ? {
        listings: stats.listings,
        top10Share: stats.top10Share,
        priceQuartiles: stats.priceQuartiles,
        medianUnits: stats.medianUnits,
        medianReviews: stats.medianReviews,
        leadersMedianReviews: stats.leadersMedianReviews,
        leadersAverageRating: stats.leadersAverageRating,
      }
    : null;
  const minor = minorUnitsPerMajor(MARKETPLACES[product.marketplace].currency);
  const priceMajor = product.priceCents === null ? null : product.priceCents / minor;
  const units = unitsFigure(product.units);
  const sourcing = sourcingFlags(
    sourcingFactsOf(product),
    await getSourcingSettings({ db: o.db, userId: o.userId }),
  );
  const neighbours = await nicheNeighbours(o.db, product);
  const fullAssessment = assessProduct({
    ruledOut: isRuledOut(sourcing),
    sourcingRules: sourcing.map((f) => f.rule),
    amazonBrand: amazonBrandOf(product),
    amazonLeader: neighbours.amazonLeader,
    leadersMedianReviews: product.competition?.leadersMedianReviews ?? null,
    priceBand: { priced: neighbours.priced, inBand: neighbours.inBand },
    opportunity: product.opportunity.score,
    competition: product.competition?.score ?? null,
    units,
    unitsMethod: product.units.method,
    referralPercent: product.economics ? product.economics.fees.referral.effectiveBp / 100 : null,
    priceMajor,
    priceMinor: product.priceCents,
    rating: product.rating,
    reviews: product.reviewCount,
    niche,
  });
  const competitor: CompetitorComparison | null = stats
    ? {
        rankByUnits: stats.rankByUnits,
        listings: stats.listings,
        price: { product: product.priceCents, nicheMedian: stats.priceQuartiles?.p50 ?? null },
        units: { product: units, nicheMedian: stats.medianUnits },
        reviews: {
          product: product.reviewCount,
          nicheMedian: stats.medianReviews,
          leadersMedian: stats.leadersMedianReviews,
        },
        rating: { product: product.rating, leadersAverage: stats.leadersAverageRating },
        titleScore: gradeListing(
          { title: product.title, bullets: [], description: '', searchTerms: '', keywords: [] },
          'seo',
        ).score,
      }
    : null;
  return {
    analysisType: o.analysisType,
    product,
    verdictScore: product.opportunity.score,
    priceBandScore: priceBandScore(priceMajor),
    niche,
    competitor,
    assessment: focusAssessment(fullAssessment, o.analysisType),
    economics: product.economics ? unitEconomics(product.economics.fees) : null,
    sourcing,
  };
}

/** The figures the summary may use, labelled for the model. */
export function summaryFacts(a: Omit<ProductAnalysis, 'summary'>): Record<string, string | number> {
  const p = a.product;
  const facts: Record<string, string | number> = {
    product: p.title,
    analysis: a.analysisType,
    verdict: a.assessment.verdict,
  };
  const e = p.economics;
  const range = (r: { lowMinor: number; highMinor: number }) =>
    r.lowMinor === r.highMinor ? r.lowMinor : `${r.lowMinor} to ${r.highMinor}`;
  if (a.analysisType === 'profitability' && e && a.economics) {
    const f = e.fees;
    facts[`referral fee (${p.currency} minor units)`] = f.referral.feeMinor + f.closingFeeMinor;
    facts[
      `FBA fulfilment fee (${p.currency} minor units; size ${f.size.basis === 'package' ? 'from its package' : f.size.basis === 'item' ? "from the item's size" : f.size.basis === 'typical' ? 'typical of its category' : 'unknown, a range'})`
    ] = f.fulfilment.kind === 'fee' ? f.fulfilment.totalMinor : range(f.fulfilment);
    facts[`all Amazon fees (${p.currency} minor units)`] = range(f.amazonFees);
    if (f.vat?.registered)
      facts[`VAT removed from the price (${p.currency} minor units)`] = f.vat.inPriceMinor;
    facts[`left per sale after Amazon fees (${p.currency} minor units)`] = range(f.leftAfterFees);
    for (const m of a.economics.maxCostFor)
      facts[`most the product may cost for a ${m.targetPercent} % net margin (${p.currency} minor units)`] =
        range(m.cost);
  }
  if (p.opportunity.score !== null) facts['opportunity score (0-100)'] = p.opportunity.score;
  if (p.priceCents !== null) facts[`price (${p.currency} minor units)`] = p.priceCents;
  const units = unitsFigure(p.units);
  if (units !== null) facts['estimated monthly units'] = units;
  if (p.competition) facts['competition score (0-100)'] = p.competition.score;
  if (e?.marginPercent && e.cost)
    facts[
      `net margin (%, with ${e.cost.basis === 'own' ? "the seller's own product cost" : `an assumed product cost of ${e.cost.minor} ${p.currency} minor units`})`
    ] =
      e.marginPercent.low === e.marginPercent.high
        ? e.marginPercent.low
        : `${e.marginPercent.low} to ${e.marginPercent.high}`;
  if (p.rating !== null) facts.rating = p.rating;
  if (a.niche) {
    facts['listings in the niche'] = a.niche.listings;
    if (a.niche.top10Share !== null)
      facts['share of niche sales by its top 10 (%)'] = Math.round(a.niche.top10Share * 100);
  }
  const rules = a.sourcing.filter((f) => f.enabled).map((f) => f.rule);
  if (rules.length) facts['ruled out by the seller’s sourcing rules'] = rules.join(', ');
  facts.strengths = a.assessment.strengths.map((s) => s.code).join(', ') || 'none';
  facts.weaknesses = a.assessment.weaknesses.map((s) => s.code).join(', ') || 'none';
  facts.opportunities = a.assessment.opportunities.map((s) => s.code).join(', ') || 'none';
  return facts;
}
