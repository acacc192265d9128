/** ROI services: the domain calculators with the seller's fee settings, fee problems turned into error codes. */

import type { AdvancedRoiBody, BasicRoiBody } from '#contracts/toolkit.ts';
import { sellerContextFor } from '#domain/estimators/product-economics.ts';
import { advancedRoi } from '#domain/profitability/advanced-roi.ts';
import { basicRoi } from '#domain/profitability/basic-roi.ts';
import { roiRecommendations } from '#domain/profitability/roi-recommendations.ts';
import { FeeUnavailableError } from '#domain/profitability/unit-economics.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { SellerFeeView } from '#server/modules/fees/index.ts';

const asAppError = (e: unknown, marketplace: string) => {
  if (e instanceof FeeUnavailableError)
    return new AppError('fee_unavailable', 422, { fee: e.fee, marketplace });
  if (e instanceof RangeError)
    return new AppError('validation_failed', 400, { field: 'fba', reason: 'range' });
  return e;
};

export function computeBasicRoi(o: { input: BasicRoiBody; fees: SellerFeeView; now: Date }) {
  const { input } = o;
  const marketplace = input.marketplace ?? 'US';
  try {
    return basicRoi({
      marketplace,
      sellingPriceMinor: input.sellingPriceCents,
      productCostMinor: input.productCostCents,
      shippingMinor: input.shippingCents ?? 0,
      category: input.category,
      package: input.package ?? null,
      date: o.now,
      seller: sellerContextFor(o.fees.settings, marketplace),
    });
  } catch (e) {
    throw asAppError(e, marketplace);
  }
}

export function computeAdvancedRoi(o: {
  input: AdvancedRoiBody;
  withRecommendations: boolean;
  fees: SellerFeeView;
  now: Date;
}) {
  const { input } = o;
  const domainInput = {
    marketplace: input.marketplace,
    sellingPriceMinor: input.sellingPriceCents,
    productCostMinor: input.productCostCents,
    shippingPerUnitMinor: input.shippingCents,
    advertisingMonthlyMinor: input.advertisingCents,
    monthlySales: input.monthlySales,
    referral: input.referral,
    fba: 'feeCents' in input.fba ? { feeMinor: input.fba.feeCents } : input.fba,
    storageMonths: input.storageMonths,
    date: o.now,
    seller: sellerContextFor(o.fees.settings, input.marketplace),
  };
  try {
    const result = advancedRoi(domainInput);
    return {
      result,
      recommendations: o.withRecommendations
        ? roiRecommendations(domainInput, result, input.targetMarginBp)
        : null,
    };
  } catch (e) {
    throw asAppError(e, input.marketplace);
  }
}
