/** ROI services: the domain calculators, with fee problems turned into error codes. */

import type { AdvancedRoiBody } from '#contracts/toolkit.ts';
import { advancedRoi } from '#domain/profitability/advanced-roi.ts';
import { basicRoi } from '#domain/profitability/basic-roi.ts';
import { roiRecommendations } from '#domain/profitability/roi-recommendations.ts';
import { FeeUnavailableError } from '#domain/profitability/unit-economics.ts';
import { AppError } from '#server/lib/app-error.ts';

export function computeBasicRoi(input: {
  sellingPriceCents: number;
  productCostCents: number;
  amazonFeeBp: number;
  shippingCents: number;
}) {
  return basicRoi({
    sellingPriceMinor: input.sellingPriceCents,
    productCostMinor: input.productCostCents,
    amazonFeeBp: input.amazonFeeBp,
    shippingMinor: input.shippingCents,
  });
}

export function computeAdvancedRoi(o: { input: AdvancedRoiBody; withRecommendations: boolean; now: Date }) {
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
    if (e instanceof FeeUnavailableError)
      throw new AppError('fee_unavailable', 422, { fee: e.fee, marketplace: input.marketplace });
    if (e instanceof RangeError)
      throw new AppError('validation_failed', 400, { field: 'fba', reason: 'range' });
    throw e;
  }
}
