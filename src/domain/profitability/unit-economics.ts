/**
 * Per-unit costs of selling one unit at a given price, with the one fee calculator's pieces
 * (src/domain/fees): referral fee and closing fee (from the category's schedule, or an entered
 * percentage), FBA fee (computed from the package, or entered), the digital services fee and VAT as
 * the seller's fee settings say, storage (months held × monthly storage fee) and advertising spread
 * over the month's sales. Revenue is the price less VAT for a VAT-registered seller. Shared by the
 * advanced ROI calculator and the price recommendations.
 */
import {
  defaultSellerContext,
  type FeeTotals,
  feeTotals,
  point,
  type SellerFeeContext,
} from '../fees/estimate-fees.ts';
import type { ProductClass } from '../fees/fba-card-types.ts';
import { type FulfilmentFee, fbaFee, isUnpriced, type PackageDimensions } from '../fees/fba-fee.ts';
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
  /** The ship date (fee cards in force). */
  date?: Date;
  /** VAT registration and country of establishment (default: Scout's defaults for the marketplace). */
  seller?: SellerFeeContext;
}

/** Thrown when a fee cannot be computed for the size (the user must enter it). */
export class FeeUnavailableError extends Error {
  readonly fee: 'referral' | 'fba';
  constructor(fee: 'referral' | 'fba') {
    super(`${fee} fee not available for this size`);
    this.fee = fee;
  }
}

export interface UnitCosts {
  priceMinor: number;
  /** The price less VAT for a VAT-registered seller. */
  revenueMinor: number;
  productCostMinor: number;
  shippingMinor: number;
  /** Referral fee, closing fee included. */
  referralFeeMinor: number;
  closingFeeMinor: number;
  fbaFeeMinor: number;
  /** Digital services fee and VAT on fees (unregistered UK seller). */
  dsfMinor: number;
  vatOnFeesMinor: number;
  storageMinor: number;
  /** Advertising per unit sold (monthly budget / monthly sales), 0 without sales. */
  advertisingMinor: number;
  /** Everything except advertising. */
  variableCostMinor: number;
  /** revenue − variable costs: what each unit contributes towards advertising and profit. */
  contributionMinor: number;
  profitMinor: number;
  referral: ReferralFeeResult | { percentBp: number };
  fbaDetail: FulfilmentFee | null;
  storage: StorageFeeResult | null;
  dsf: FeeTotals['dsf'];
  vat: FeeTotals['vat'];
}

const APPAREL: readonly FeeCategoryId[] = ['clothingAccessories', 'shoesHandbags'];

export function unitCostsAt(input: UnitEconomicsInput, priceMinor: number): UnitCosts {
  const date = input.date ?? new Date();
  const marketplace = input.marketplace ?? 'US';
  const seller = input.seller ?? defaultSellerContext(marketplace);
  let referralFeeMinor: number;
  let closingFeeMinor = 0;
  let referral: UnitCosts['referral'];
  if ('percentBp' in input.referral) {
    referralFeeMinor = applyBasisPoints(priceMinor, input.referral.percentBp);
    referral = { percentBp: input.referral.percentBp };
  } else {
    const r = referralFee({ category: input.referral.category, priceMinor, marketplace, date });
    closingFeeMinor = r.closingFeeMinor;
    referralFeeMinor = r.feeMinor + r.closingFeeMinor;
    referral = r;
  }
  let fbaFeeMinor: number;
  let fbaDetail: FulfilmentFee | null = null;
  let storage: StorageFeeResult | null = null;
  if ('feeMinor' in input.fba) {
    fbaFeeMinor = input.fba.feeMinor;
  } else {
    const category = 'category' in input.referral ? input.referral.category : undefined;
    const productClass: ProductClass = category && APPAREL.includes(category) ? 'apparel' : 'standard';
    const f = fbaFee({ ...input.fba.package, priceMinor, marketplace, date, category, productClass });
    if (isUnpriced(f)) throw new FeeUnavailableError('fba');
    fbaDetail = f;
    fbaFeeMinor = f.totalMinor;
    storage = storageFee({
      sidesIn: input.fba.package.sidesIn,
      tier: f.sizeTier,
      month: date,
      marketplace,
      productClass,
    });
  }
  const totals = feeTotals({
    marketplace,
    date,
    seller,
    priceMinor,
    sellingFeesMinor: referralFeeMinor,
    fba: point(fbaFeeMinor),
  });
  const dsfMinor = totals.dsf?.amount.lowMinor ?? 0;
  const vatOnFeesMinor = totals.vat?.onFees?.lowMinor ?? 0;
  const storageMinor = storage ? Math.round(storage.feeMinor * (input.storageMonths ?? 1)) : 0;
  const advertisingMinor =
    input.monthlySales > 0 ? Math.round(input.advertisingMonthlyMinor / input.monthlySales) : 0;
  const variableCostMinor =
    input.productCostMinor +
    input.shippingPerUnitMinor +
    referralFeeMinor +
    fbaFeeMinor +
    dsfMinor +
    vatOnFeesMinor +
    storageMinor;
  const contributionMinor = totals.revenueMinor - variableCostMinor;
  return {
    priceMinor,
    revenueMinor: totals.revenueMinor,
    productCostMinor: input.productCostMinor,
    shippingMinor: input.shippingPerUnitMinor,
    referralFeeMinor,
    closingFeeMinor,
    fbaFeeMinor,
    dsfMinor,
    vatOnFeesMinor,
    storageMinor,
    advertisingMinor,
    variableCostMinor,
    contributionMinor,
    profitMinor: contributionMinor - advertisingMinor,
    referral,
    fbaDetail,
    storage,
    dsf: totals.dsf,
    vat: totals.vat,
  };
}

/**
 * The lowest price in [fromMinor, toMinor] for which `accept` holds, scanning upward one cent at a
 * time (a coarser step when the range exceeds 200,000 cents). Fees are step functions of the price
 * (referral thresholds, the FBA price bands), so the scan is exact where a formula would not be.
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
