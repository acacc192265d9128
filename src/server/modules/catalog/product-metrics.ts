import { estimateMargin } from '#domain/estimators/margin.ts';
import {
  estimateMonthlyUnits,
  type RankUnitsSample,
  type SalesCurve,
  type UnitsEstimate,
} from '#domain/estimators/monthly-units.ts';
import { estimateOpportunity, type OpportunityEstimate } from '#domain/estimators/opportunity.ts';
import { MARKETPLACES, type MarketplaceCode } from '#domain/marketplaces.ts';
import { minorUnitsPerMajor } from '#domain/money.ts';

/** What the estimators need to know about one product and its niche. */
export interface ProductMetricInputs {
  marketplace: MarketplaceCode;
  priceCents: number | null;
  boughtLastMonth: number | null;
  bestSellersRank: number | null;
  categoryPath: string | null;
  /** The root category's calibrated sales curve (null: none, a rank alone gives no estimate). */
  curve: SalesCurve | null;
  /** Without a curve: the category's observed pairs and the marketplace's other curves (a labelled range). */
  nearby?: RankUnitsSample | null;
  otherCurves?: SalesCurve[] | null;
  /** The niche (sub-category): competition score and its leaders' average rating. */
  competitionScore: number | null;
  leadersAverageRating: number | null;
}

export interface ProductMetrics {
  units: UnitsEstimate;
  margin: ReturnType<typeof estimateMargin>;
  opportunity: OpportunityEstimate;
}

/** Runs the estimators on one product (the same code for stored scores and for detail pages). */
export function computeProductMetrics(p: ProductMetricInputs, date?: Date): ProductMetrics {
  const units = estimateMonthlyUnits({
    boughtLastMonth: p.boughtLastMonth,
    bestSellersRank: p.bestSellersRank,
    curve: p.curve,
    nearby: p.nearby,
    otherCurves: p.otherCurves,
  });
  const margin = estimateMargin({
    priceCents: p.priceCents,
    category: p.categoryPath,
    marketplace: p.marketplace,
    date,
  });
  const minor = minorUnitsPerMajor(MARKETPLACES[p.marketplace].currency);
  const opportunity = estimateOpportunity({
    units,
    competitionScore: p.competitionScore,
    // A margin without the FBA fee is no margin: the score leaves it out rather than flatter it.
    marginPercent: margin?.includesFba ? margin.marginPercent : null,
    priceMajor: p.priceCents ? p.priceCents / minor : null,
    leadersAverageRating: p.leadersAverageRating,
  });
  return { units, margin, opportunity };
}
