/**
 * Basic ROI (free plan, spec §6): per unit, from product cost, selling price, the product's fee
 * category and, when the seller gives it, its package size (shipping is disabled on the free plan,
 * so 0 there). Amazon's fees are the one fee calculator's (FBA included: from the size, or a range
 * "size unknown" over small standard → large standard 3 lb, so never left out).
 *   fees = Amazon fees (fulfilment, referral, closing, DSF, VAT on fees); revenue = price less VAT
 *   when VAT-registered; profit = revenue − fees − cost − shipping; margin = profit / revenue;
 *   ROI = profit / (cost + shipping); break-even price = lowest price with profit ≥ 0.
 * With a range the ratings read its low end. Amounts in minor units, ratios in basis points.
 * See docs/toolkit.md "ROI calculator".
 */
import { estimateFees, type FeeEstimate, type Range, type SellerFeeContext } from '../fees/estimate-fees.ts';
import type { PackageDimensions } from '../fees/fba-fee.ts';
import type { FeeCategoryId } from '../fees/fee-categories.ts';
import { type SizeInput, sizeInputOf } from '../fees/size-basis.ts';
import type { MarketplaceCode } from '../marketplaces.ts';
import { scanCeilingMinor } from './advanced-roi.ts';
import { type MarginRating, type RoiRating, rateMargin, rateRoi, ratioBp } from './thresholds.ts';
import { lowestPriceWhere } from './unit-economics.ts';

export interface BasicRoiInput {
  marketplace: MarketplaceCode;
  sellingPriceMinor: number;
  productCostMinor: number;
  shippingMinor: number;
  category: FeeCategoryId;
  /** The package, when the seller knows it; otherwise the fee is the "size unknown" range. */
  package?: PackageDimensions | null;
  date?: Date;
  seller?: SellerFeeContext;
}

export interface BpRange {
  low: number;
  high: number;
}

export interface BasicRoiResult {
  fees: FeeEstimate;
  revenueMinor: number;
  amazonFees: Range;
  totalCosts: Range;
  profit: Range;
  /** null when the revenue is 0. */
  marginBp: BpRange | null;
  /** null when cost + shipping is 0. */
  roiBp: BpRange | null;
  /** Lowest price with no loss (at each end of the fee range); null when none up to 10× the price. */
  breakevenPrice: Range | null;
  marginRating: MarginRating;
  roiRating: RoiRating;
}

const bpRange = (low: number | null, high: number | null): BpRange | null =>
  low === null || high === null ? null : { low, high };

export function basicRoi(input: BasicRoiInput): BasicRoiResult {
  const date = input.date ?? new Date();
  const size: SizeInput = input.package
    ? { basis: 'package', source: 'entered', package: input.package }
    : sizeInputOf({});
  const feesAt = (priceMinor: number, s: SizeInput = size) =>
    estimateFees({
      marketplace: input.marketplace,
      priceMinor,
      category: input.category,
      size: s,
      date,
      seller: input.seller,
    });
  const fees = feesAt(input.sellingPriceMinor);
  const outlay = input.productCostMinor + input.shippingMinor;
  const totalCosts = {
    lowMinor: fees.amazonFees.lowMinor + outlay,
    highMinor: fees.amazonFees.highMinor + outlay,
  };
  const profit = {
    lowMinor: fees.revenueMinor - totalCosts.highMinor,
    highMinor: fees.revenueMinor - totalCosts.lowMinor,
  };
  const marginBp = bpRange(
    ratioBp(profit.lowMinor, fees.revenueMinor),
    ratioBp(profit.highMinor, fees.revenueMinor),
  );
  const roiBp = bpRange(ratioBp(profit.lowMinor, outlay), ratioBp(profit.highMinor, outlay));
  // Break-even at each candidate size (one for an exact package).
  const sizes: SizeInput[] =
    size.basis === 'unknown'
      ? size.candidates.map((p) => ({ basis: 'package', source: 'entered', package: p }))
      : [size];
  const breakevens = sizes.map((s) =>
    lowestPriceWhere(
      (p) => {
        const f = feesAt(p, s);
        return f.revenueMinor - f.amazonFees.highMinor - outlay >= 0;
      },
      outlay,
      scanCeilingMinor(input.sellingPriceMinor),
    ),
  );
  const known = breakevens.filter((b): b is number => b !== null);
  return {
    fees,
    revenueMinor: fees.revenueMinor,
    amazonFees: fees.amazonFees,
    totalCosts,
    profit,
    marginBp,
    roiBp,
    breakevenPrice:
      known.length === breakevens.length && known.length > 0
        ? { lowMinor: Math.min(...known), highMinor: Math.max(...known) }
        : null,
    marginRating: rateMargin(marginBp?.low ?? null),
    roiRating: rateRoi(roiBp?.low ?? null),
  };
}
