import { leftAfterFeesPercent } from '#domain/estimators/margin.ts';
import {
  estimateMonthlyUnits,
  type RankUnitsSample,
  type SalesCurve,
  type UnitsEstimate,
} from '#domain/estimators/monthly-units.ts';
import { estimateOpportunity, type OpportunityEstimate } from '#domain/estimators/opportunity.ts';
import { estimateFees, type FeeEstimate } from '#domain/fees/estimate-fees.ts';
import type { SizeInput } from '#domain/fees/size-basis.ts';
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
  /** How its package size is known (product-size.ts). */
  size: SizeInput;
}

export interface ProductMetrics {
  units: UnitsEstimate;
  /** Amazon's fees with Scout's default seller (the same for everyone; pages redo it with the seller's settings). */
  fees: FeeEstimate | null;
  opportunity: OpportunityEstimate;
}

/** Runs the estimators on one product (the same code for stored scores and for detail pages). */
export function computeProductMetrics(p: ProductMetricInputs, date: Date): ProductMetrics {
  const units = estimateMonthlyUnits({
    boughtLastMonth: p.boughtLastMonth,
    bestSellersRank: p.bestSellersRank,
    curve: p.curve,
    nearby: p.nearby,
    otherCurves: p.otherCurves,
  });
  const fees =
    p.priceCents && p.priceCents > 0
      ? estimateFees({
          marketplace: p.marketplace,
          priceMinor: p.priceCents,
          category: p.categoryPath,
          size: p.size,
          date,
        })
      : null;
  const minor = minorUnitsPerMajor(MARKETPLACES[p.marketplace].currency);
  const opportunity = estimateOpportunity({
    units,
    competitionScore: p.competitionScore,
    // The share of the price left after Amazon's fees (a range's middle) with Scout's default
    // seller: the stored score is the same for every user.
    leftAfterFeesPercent: fees ? leftAfterFeesPercent(fees) : null,
    priceMajor: p.priceCents ? p.priceCents / minor : null,
    leadersAverageRating: p.leadersAverageRating,
  });
  return { units, fees, opportunity };
}
