/**
 * Basic ROI (free plan, spec §6): per unit, from product cost, selling price, an Amazon fee
 * percentage and shipping (shipping is disabled on the free plan, so 0 there).
 *   fees = price × fee %; total costs = cost + fees + shipping; profit = price − total costs;
 *   margin = profit / price; ROI = profit / (cost + shipping);
 *   break-even price = (cost + shipping) / (1 − fee %).
 * Amounts in minor units, percentages in basis points. See docs/toolkit.md "ROI calculator".
 */
import { applyBasisPoints } from '../fees/rate-card.ts';
import { type MarginRating, type RoiRating, rateMargin, rateRoi, ratioBp } from './thresholds.ts';

export interface BasicRoiInput {
  sellingPriceMinor: number;
  productCostMinor: number;
  amazonFeeBp: number;
  shippingMinor: number;
}

export interface BasicRoiResult {
  revenueMinor: number;
  amazonFeesMinor: number;
  totalCostsMinor: number;
  profitMinor: number;
  /** null when the price is 0. */
  marginBp: number | null;
  /** null when cost + shipping is 0. */
  roiBp: number | null;
  /** Lowest price with no loss; null when the fee is 100 % or more. */
  breakevenPriceMinor: number | null;
  marginRating: MarginRating;
  roiRating: RoiRating;
}

export function basicRoi(input: BasicRoiInput): BasicRoiResult {
  const { sellingPriceMinor: price, productCostMinor: cost, amazonFeeBp, shippingMinor: shipping } = input;
  const fees = applyBasisPoints(price, amazonFeeBp);
  const totalCosts = cost + fees + shipping;
  const profit = price - totalCosts;
  const marginBp = ratioBp(profit, price);
  const roiBp = ratioBp(profit, cost + shipping);
  return {
    revenueMinor: price,
    amazonFeesMinor: fees,
    totalCostsMinor: totalCosts,
    profitMinor: profit,
    marginBp,
    roiBp,
    breakevenPriceMinor:
      amazonFeeBp >= 10_000 ? null : Math.ceil(((cost + shipping) * 10_000) / (10_000 - amazonFeeBp)),
    marginRating: rateMargin(marginBp),
    roiRating: rateRoi(roiBp),
  };
}
