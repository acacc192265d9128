/**
 * Advanced ROI (starter and up, spec §3 "ROI inputs"): a month of sales at one price.
 *   revenue = price (less VAT for a VAT-registered seller) × monthly sales
 *   total costs = monthly sales × (cost + shipping + referral + FBA + DSF + storage) + advertising
 *   profit = revenue − total costs; margin = profit / revenue
 *   ROI = profit / (monthly sales × (cost + shipping) + advertising)   (what the seller pays out)
 *   break-even units = ⌈advertising / contribution per unit⌉ (0 without advertising; none when a
 *   unit loses money before advertising); break-even price = lowest price with profit ≥ 0 at this
 *   volume. See docs/toolkit.md "ROI calculator".
 */
import { type MarginRating, type RoiRating, rateMargin, rateRoi, ratioBp } from './thresholds.ts';
import { lowestPriceWhere, type UnitCosts, type UnitEconomicsInput, unitCostsAt } from './unit-economics.ts';

export interface AdvancedRoiInput extends UnitEconomicsInput {
  sellingPriceMinor: number;
}

export interface AdvancedRoiResult {
  unit: UnitCosts;
  revenueMinor: number;
  totalCostsMinor: number;
  profitMinor: number;
  marginBp: number | null;
  roiBp: number | null;
  breakevenUnits: number | null;
  breakevenPriceMinor: number | null;
  marginRating: MarginRating;
  roiRating: RoiRating;
}

/** Monthly figures at a price (exact: advertising is not rounded per unit here). */
export function monthlyAt(input: UnitEconomicsInput, priceMinor: number) {
  const unit = unitCostsAt(input, priceMinor);
  const units = input.monthlySales;
  const revenueMinor = unit.revenueMinor * units;
  const totalCostsMinor = unit.variableCostMinor * units + input.advertisingMonthlyMinor;
  const profitMinor = revenueMinor - totalCostsMinor;
  return { unit, revenueMinor, totalCostsMinor, profitMinor };
}

/** Highest price the scans look at: ten times the current price, at least $1,000. */
export const scanCeilingMinor = (priceMinor: number) => Math.max(priceMinor * 10, 100_000);

/** No price below cost + shipping + advertising per unit can break even (fees are never negative). */
export const costFloorMinor = (input: UnitEconomicsInput) =>
  input.productCostMinor +
  input.shippingPerUnitMinor +
  (input.monthlySales > 0 ? Math.floor(input.advertisingMonthlyMinor / input.monthlySales) : 0);

export function advancedRoi(input: AdvancedRoiInput): AdvancedRoiResult {
  const m = monthlyAt(input, input.sellingPriceMinor);
  const invested =
    input.monthlySales * (input.productCostMinor + input.shippingPerUnitMinor) +
    input.advertisingMonthlyMinor;
  const marginBp = ratioBp(m.profitMinor, m.revenueMinor);
  const roiBp = ratioBp(m.profitMinor, invested);
  const contribution = m.unit.contributionMinor;
  const breakevenUnits =
    contribution <= 0
      ? null
      : input.advertisingMonthlyMinor === 0
        ? 0
        : Math.ceil(input.advertisingMonthlyMinor / contribution);
  const breakevenPriceMinor =
    input.monthlySales > 0
      ? lowestPriceWhere(
          (p) => monthlyAt(input, p).profitMinor >= 0,
          costFloorMinor(input),
          scanCeilingMinor(input.sellingPriceMinor),
        )
      : null;
  return {
    unit: m.unit,
    revenueMinor: m.revenueMinor,
    totalCostsMinor: m.totalCostsMinor,
    profitMinor: m.profitMinor,
    marginBp,
    roiBp,
    breakevenUnits,
    breakevenPriceMinor,
    marginRating: rateMargin(marginBp),
    roiRating: rateRoi(roiBp),
  };
}
