/**
 * Estimate of Amazon's fees per unit for a product the seller sells, offered when they enter their
 * costs (docs/seller-data.md "Margin"): the one fee calculator (src/domain/fees/estimate-fees.ts)
 * at the price the seller actually sells at — their own average selling price (revenue ÷ units)
 * when their sales give one, else the catalog's current price — with the FBA fee from the product's
 * package, its category's typical package, or the "size unknown" range (whose upper end is what
 * "Use" fills in, said so). Without a price or a category there is no estimate, and `missing` says why.
 */
import { estimateFees, type FeeEstimate, isPoint, type SellerFeeContext } from '../fees/estimate-fees.ts';
import type { FeeCategoryId } from '../fees/fee-categories.ts';
import type { SizeInput } from '../fees/size-basis.ts';
import type { MarketplaceCode } from '../marketplaces.ts';
import { type MinorUnits, minorUnits } from '../money.ts';

export type FeeEstimateInputMissing = 'price' | 'category';
export type UnitFeeEstimate =
  | {
      /** What "Use" fills in: the estimate, or a range's upper end (`fromRange`). */
      feesPerUnitMinor: MinorUnits;
      fromRange: boolean;
      fees: FeeEstimate;
      /** The catalog's category name or path the fee category comes from (null: chosen by the seller). */
      categoryName: string | null;
      /** catalog: the listing's current price; sales: the seller's average selling price (revenue ÷ units). */
      priceSource: 'catalog' | 'sales';
      missing: null;
    }
  | { missing: FeeEstimateInputMissing };

export function estimateUnitFees(input: {
  marketplace: MarketplaceCode;
  /** The listing's current price, used when the seller's sales give no average price. */
  catalogPriceMinor: number | null;
  /** Average selling price from the seller's own sales (revenue ÷ units): the price the fee is charged on. */
  averageSellingPriceMinor: number | null;
  categoryName: string | null;
  /** A fee category the seller picked, used when the catalog has no category. */
  chosenCategory?: FeeCategoryId | null;
  size: SizeInput;
  seller: SellerFeeContext;
  date?: Date;
}): UnitFeeEstimate {
  const fromSales = input.averageSellingPriceMinor !== null && input.averageSellingPriceMinor > 0;
  const price = fromSales ? input.averageSellingPriceMinor : input.catalogPriceMinor;
  if (price === null || price <= 0) return { missing: 'price' };
  const category = input.categoryName || input.chosenCategory;
  if (!category) return { missing: 'category' };
  const fees = estimateFees({
    marketplace: input.marketplace,
    priceMinor: Math.round(price),
    category,
    size: input.size,
    date: input.date,
    seller: input.seller,
  });
  return {
    feesPerUnitMinor: minorUnits(fees.amazonFees.highMinor),
    fromRange: !isPoint(fees.amazonFees),
    fees,
    categoryName: input.categoryName || null,
    priceSource: fromSales ? 'sales' : 'catalog',
    missing: null,
  };
}
