/**
 * Per-unit costs of selling one unit at a given price: product cost, inbound shipping, referral
 * fee (from the category's schedule or an entered percentage), FBA fee (computed from the package or
 * entered), storage (months held × monthly storage fee) and advertising spread over the month's sales.
 * Shared by the advanced ROI calculator and the price recommendations.
 */
import { type FbaFeeResult, fbaFee, type PackageDimensions } from '../fees/fba-fee.ts';
import type { FeeCategoryId } from '../fees/fee-categories.ts';
import { applyBasisPoints } from '../fees/rate-card.ts';
import { type ReferralFeeResult, referralFee } from '../fees/referral-fee.ts';
import { type StorageFeeResult, storageFee } from '../fees/storage-fee.ts';
import type { MarketplaceCode } from '../marketplaces.ts';

export type ReferralSource = { category: FeeCategoryId } | { percentBp: number };
export type FbaSource = { package: PackageDimensions } | { feeMinor: number };

export interface UnitEconomicsInput {
  marketplace?: MarketplaceCode;
  productCostMinor: number;
  shippingPerUnitMinor: number;
  advertisingMonthlyMinor: number;
  monthlySales: number;
  referral: ReferralSource;
  fba: FbaSource;
  /** Months an average unit sits in storage before it sells (default 1; only with a package). */
  storageMonths?: number;
  date?: Date;
}

/** Thrown when a fee cannot be computed for the marketplace (the user must enter it). */
export class FeeUnavailableError extends Error {
  readonly fee: 'referral' | 'fba';
  constructor(fee: 'referral' | 'fba') {
    super(`${fee} fee not available for this marketplace`);
    this.fee = fee;
  }
}

export interface UnitCosts {
  priceMinor: number;
  productCostMinor: number;
  shippingMinor: number;
  referralFeeMinor: number;
  fbaFeeMinor: number;
  storageMinor: number;
  /** Advertising per unit sold (monthly budget / monthly sales), 0 without sales. */
  advertisingMinor: number;
  /** Everything except advertising. */
  variableCostMinor: number;
  /** price − variable costs: what each unit contributes towards advertising and profit. */
  contributionMinor: number;
  profitMinor: number;
  referral: ReferralFeeResult | { percentBp: number };
  fbaDetail: FbaFeeResult | null;
  storage: StorageFeeResult | null;
}

export function unitCostsAt(input: UnitEconomicsInput, priceMinor: number): UnitCosts {
  const date = input.date ?? new Date();
  const marketplace = input.marketplace ?? 'US';
  let referralFeeMinor: number;
  let referral: UnitCosts['referral'];
  if ('percentBp' in input.referral) {
    referralFeeMinor = applyBasisPoints(priceMinor, input.referral.percentBp);
    referral = { percentBp: input.referral.percentBp };
  } else {
    const r = referralFee({ category: input.referral.category, priceMinor, marketplace, date });
    if (!r) throw new FeeUnavailableError('referral');
    referralFeeMinor = r.feeMinor;
    referral = r;
  }
  let fbaFeeMinor: number;
  let fbaDetail: FbaFeeResult | null = null;
  let storage: StorageFeeResult | null = null;
  if ('feeMinor' in input.fba) {
    fbaFeeMinor = input.fba.feeMinor;
  } else {
    fbaDetail = fbaFee({ ...input.fba.package, priceMinor, marketplace, date });
    if (!fbaDetail) throw new FeeUnavailableError('fba');
    fbaFeeMinor = fbaDetail.feeMinor;
    storage = storageFee({
      sidesIn: input.fba.package.sidesIn,
      tier: fbaDetail.tier,
      month: date,
      marketplace,
    });
  }
  const storageMinor = storage ? Math.round(storage.feeMinor * (input.storageMonths ?? 1)) : 0;
  const advertisingMinor =
    input.monthlySales > 0 ? Math.round(input.advertisingMonthlyMinor / input.monthlySales) : 0;
  const variableCostMinor =
    input.productCostMinor + input.shippingPerUnitMinor + referralFeeMinor + fbaFeeMinor + storageMinor;
  const contributionMinor = priceMinor - variableCostMinor;
  return {
    priceMinor,
    productCostMinor: input.productCostMinor,
    shippingMinor: input.shippingPerUnitMinor,
    referralFeeMinor,
    fbaFeeMinor,
    storageMinor,
    advertisingMinor,
    variableCostMinor,
    contributionMinor,
    profitMinor: contributionMinor - advertisingMinor,
    referral,
    fbaDetail,
    storage,
  };
}

/**
 * The lowest price in [fromMinor, toMinor] for which `accept` holds, scanning upward one cent at a
 * time (a coarser step when the range exceeds 200,000 cents). Fees are step functions of the price
 * (referral thresholds, the FBA low-price band), so the scan is exact where a formula would not be.
 */
export function lowestPriceWhere(
  accept: (priceMinor: number) => boolean,
  fromMinor: number,
  toMinor: number,
): number | null {
  const step = Math.max(1, Math.ceil((toMinor - fromMinor) / 200_000));
  for (let p = Math.max(1, fromMinor); p <= toMinor; p += step) if (accept(p)) return p;
  return null;
}
