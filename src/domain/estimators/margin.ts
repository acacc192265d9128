import type { SizeTier } from '../fees/fba-cards.ts';
import { fbaCardFor, fbaFee, type PackageDimensions } from '../fees/fba-fee.ts';
import type { FeeCategoryId } from '../fees/fee-categories.ts';
import { referralFee } from '../fees/referral-fee.ts';
import type { MarketplaceCode } from '../marketplaces.ts';

/**
 * Margin after Amazon's fees (docs/estimators.md "Margin"): (price − referral fee − FBA fee) / price.
 * The referral fee comes from the category's rate card; the FBA fee from the product's own package
 * when its sides and weight are known ("exact"), else from its category's typical package — the
 * median package of the category's listings with a known size, labelled as such ("typical") —
 * else it is unknown and the margin is after the referral fee only, and says so. The seller's
 * product cost is never known here: the margin is the share of the price left to pay for the
 * product, shipping to Amazon and advertising.
 */
export type FbaBasis =
  | { kind: 'exact'; tier: SizeTier }
  | { kind: 'typical'; tier: SizeTier; products: number }
  | { kind: 'unknown'; reason: 'no_package' | 'no_fba_card' };

export interface MarginEstimate {
  priceCents: number;
  referralFeeCents: number;
  feeCategory: FeeCategoryId;
  fbaFeeCents: number | null;
  /** Where the FBA fee comes from, or why it is unknown. */
  fba: FbaBasis;
  includesFba: boolean;
  netCents: number;
  /** Percentage of the price, one decimal. */
  marginPercent: number;
}

/** A category's typical package: the median of its listings with known sides and weight. */
export interface TypicalPackage {
  package: PackageDimensions;
  /** Listings it was taken from. */
  products: number;
}

export function estimateMargin(input: {
  priceCents: number | null | undefined;
  /** Catalog category path or name ("Luggage & Travel Gear › Suitcases"). */
  category: string | null | undefined;
  marketplace: MarketplaceCode;
  /** The product's own package (sides in inches, weight in ounces), when known. */
  package?: PackageDimensions | null;
  /** Its category's typical package, when the catalog knows enough sizes there. */
  typicalPackage?: TypicalPackage | null;
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
  const { fee, basis } = fbaOf(input, price);
  const net = price - referral.feeMinor - (fee ?? 0);
  return {
    priceCents: price,
    referralFeeCents: referral.feeMinor,
    feeCategory: referral.category,
    fbaFeeCents: fee,
    fba: basis,
    includesFba: fee !== null,
    netCents: net,
    marginPercent: Math.round((net / price) * 1000) / 10,
  };
}

function fbaOf(
  input: Parameters<typeof estimateMargin>[0],
  priceMinor: number,
): { fee: number | null; basis: FbaBasis } {
  if (!fbaCardFor(input.marketplace, input.date))
    return { fee: null, basis: { kind: 'unknown', reason: 'no_fba_card' } };
  const feeFor = (pkg: PackageDimensions) =>
    fbaFee({ ...pkg, priceMinor, marketplace: input.marketplace, date: input.date });
  if (input.package) {
    const r = feeFor(input.package);
    if (r) return { fee: r.feeMinor, basis: { kind: 'exact', tier: r.tier } };
  }
  if (input.typicalPackage) {
    const r = feeFor(input.typicalPackage.package);
    if (r)
      return {
        fee: r.feeMinor,
        basis: { kind: 'typical', tier: r.tier, products: input.typicalPackage.products },
      };
  }
  return { fee: null, basis: { kind: 'unknown', reason: 'no_package' } };
}
