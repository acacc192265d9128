/**
 * Estimate of Amazon's fees per unit for a product the seller sells, offered when they enter their
 * costs (docs/seller-data.md "Margin"). It is the referral fee of the category's schedule
 * (src/domain/fees) at the price the seller actually sells at: their own average selling price
 * (revenue ÷ units) when their sales give one, else the catalog's current price. The FBA fulfilment fee needs the package's dimensions
 * and weight, which neither the catalog nor the seller's reports give: it is never included, and
 * the seller adds it themselves. Without a price, a category or a schedule for the marketplace
 * there is no estimate, and `missing` says why.
 */
import type { FeeCategoryId } from '../fees/fee-categories.ts';
import { referralFee } from '../fees/referral-fee.ts';
import type { MarketplaceCode } from '../marketplaces.ts';
import { type MinorUnits, minorUnits } from '../money.ts';

export type FeeEstimateInputMissing = 'price' | 'category' | 'schedule';

export type UnitFeeEstimate =
  | {
      feesPerUnitMinor: MinorUnits;
      referralFeeMinor: MinorUnits;
      feeCategory: FeeCategoryId;
      /** The catalog's category name or path the fee category comes from (null: chosen by the seller). */
      categoryName: string | null;
      priceMinor: MinorUnits;
      /** catalog: the listing's current price; sales: the seller's average selling price (revenue ÷ units). */
      priceSource: 'catalog' | 'sales';
      /** The referral schedule's rate (basis points) after any minimum. */
      effectiveBp: number;
      includesFba: false;
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
  date?: Date;
}): UnitFeeEstimate {
  const fromSales = input.averageSellingPriceMinor !== null && input.averageSellingPriceMinor > 0;
  const price = fromSales ? input.averageSellingPriceMinor : input.catalogPriceMinor;
  if (price === null || price <= 0) return { missing: 'price' };
  const category = input.categoryName || input.chosenCategory;
  if (!category) return { missing: 'category' };
  const referral = referralFee({
    marketplace: input.marketplace,
    category,
    priceMinor: price,
    date: input.date,
  });
  if (!referral) return { missing: 'schedule' };
  return {
    feesPerUnitMinor: minorUnits(referral.feeMinor),
    referralFeeMinor: minorUnits(referral.feeMinor),
    feeCategory: referral.category,
    categoryName: input.categoryName || null,
    priceMinor: minorUnits(price),
    priceSource: fromSales ? 'sales' : 'catalog',
    effectiveBp: referral.effectiveBp,
    includesFba: false,
    missing: null,
  };
}
