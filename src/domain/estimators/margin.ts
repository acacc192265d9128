import type { FeeCategoryId } from '../fees/fee-categories.ts';
import { referralFee } from '../fees/referral-fee.ts';
import type { MarketplaceCode } from '../marketplaces.ts';

/**
 * Margin after Amazon's fees (docs/estimators.md "Margin"): (price - referral fee - FBA fee) / price.
 * The referral fee comes from the category's rate card (src/domain/fees); the FBA fee is included
 * only when the caller knows it (size and weight are not in the catalog), and `includesFba` says
 * so. The seller's product cost is not known here: this is the share of the price left to pay for
 * the product, shipping to Amazon and advertising.
 */
export interface MarginEstimate {
  priceCents: number;
  referralFeeCents: number;
  feeCategory: FeeCategoryId;
  fbaFeeCents: number | null;
  includesFba: boolean;
  netCents: number;
  /** Percentage of the price, one decimal. */
  marginPercent: number;
}

export function estimateMargin(input: {
  priceCents: number | null | undefined;
  /** Catalog category path or name ("Luggage & Travel Gear › Suitcases"). */
  category: string | null | undefined;
  marketplace: MarketplaceCode;
  fbaFeeCents?: number | null;
  date?: Date;
}): MarginEstimate | null {
  const price = input.priceCents;
  if (!price || price <= 0) return null;
  const referral = referralFee({
    marketplace: input.marketplace,
    category: input.category,
    priceMinor: price,
    date: input.date,
  });
  if (!referral) return null;
  const fba = input.fbaFeeCents ?? null;
  const net = price - referral.feeMinor - (fba ?? 0);
  return {
    priceCents: price,
    referralFeeCents: referral.feeMinor,
    feeCategory: referral.category,
    fbaFeeCents: fba,
    includesFba: fba !== null,
    netCents: net,
    marginPercent: Math.round((net / price) * 1000) / 10,
  };
}
