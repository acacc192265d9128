import type { UseFormReturn } from 'react-hook-form';
import * as z from 'zod/mini';
import { hasFbaCard } from '#domain/fees/fba-cards.ts';
import { FEE_CATEGORY_IDS } from '#domain/fees/fee-categories.ts';
import { hasReferralSchedule } from '#domain/fees/referral-fee.ts';
import { toInches, toOunces } from '#domain/fees/units.ts';
import { MARKETPLACE_CODES, MARKETPLACES, type MarketplaceCode } from '#domain/marketplaces.ts';
import type { AdvancedRoiInput } from '../api/roi.ts';
import {
  parseDecimal,
  parseMinor,
  parsePercentBp,
  parseWhole,
  positive,
  readNumbers,
} from '../parse-input.ts';
import { packageTextDefaults, packageTextFields } from './package-fields.ts';

const fields = z.object({
  marketplace: z.enum(MARKETPLACE_CODES),
  price: z.string(),
  cost: z.string(),
  shipping: z.string(),
  advertising: z.string(),
  sales: z.string(),
  referralMode: z.enum(['category', 'percent']),
  category: z.enum(FEE_CATEGORY_IDS),
  feePercent: z.string(),
  fbaMode: z.enum(['package', 'fee']),
  fbaFee: z.string(),
  ...packageTextFields,
  storageMonths: z.string(),
});
export type AdvancedRoiText = z.input<typeof fields>;

export const advancedRoiDefaults: AdvancedRoiText = {
  marketplace: 'US',
  price: '',
  cost: '',
  shipping: '0',
  advertising: '0',
  sales: '',
  referralMode: 'category',
  category: 'homeKitchen',
  feePercent: '15',
  fbaMode: 'package',
  fbaFee: '',
  ...packageTextDefaults,
  storageMonths: '1',
};

/**
 * The fee modes that apply: where Scout has no schedule for the marketplace, the fee can only be
 * entered (the server would refuse to compute it), whatever the user chose before.
 */
export function feeModes(v: Pick<AdvancedRoiText, 'marketplace' | 'referralMode' | 'fbaMode'>) {
  const referralSchedule = hasReferralSchedule(v.marketplace as MarketplaceCode);
  const fbaCard = hasFbaCard(v.marketplace as MarketplaceCode);
  return {
    referralSchedule,
    fbaCard,
    referralMode: referralSchedule ? v.referralMode : ('percent' as const),
    fbaMode: fbaCard ? v.fbaMode : ('fee' as const),
  };
}

/** The form's text → the advanced ROI request; a field that does not read says "Enter a number". */
export const advancedRoiSchema = z.pipe(
  fields,
  z.transform((v, ctx): AdvancedRoiInput => {
    const { referralMode, fbaMode } = feeModes(v);
    const byPackage = fbaMode === 'package';
    const currency = MARKETPLACES[v.marketplace].currency;
    const n = readNumbers(ctx, {
      price: positive(parseMinor(v.price, currency)),
      cost: parseMinor(v.cost, currency),
      shipping: parseMinor(v.shipping, currency),
      advertising: parseMinor(v.advertising, currency),
      sales: parseWhole(v.sales),
      feePercent: referralMode === 'percent' ? parsePercentBp(v.feePercent) : 0,
      fbaFee: fbaMode === 'fee' ? parseMinor(v.fbaFee, currency) : 0,
      l: byPackage ? positive(parseDecimal(v.l)) : 1,
      w: byPackage ? positive(parseDecimal(v.w)) : 1,
      h: byPackage ? positive(parseDecimal(v.h)) : 1,
      weight: byPackage ? positive(parseDecimal(v.weight)) : 1,
      storageMonths: parseDecimal(v.storageMonths),
    });
    if (!n) return z.NEVER;
    return {
      marketplace: v.marketplace,
      sellingPriceCents: n.price,
      productCostCents: n.cost,
      shippingCents: n.shipping,
      advertisingCents: n.advertising,
      monthlySales: n.sales,
      referral: referralMode === 'category' ? { category: v.category } : { percentBp: n.feePercent },
      fba: byPackage
        ? {
            package: {
              sidesIn: [
                toInches(n.l, v.lengthUnit),
                toInches(n.w, v.lengthUnit),
                toInches(n.h, v.lengthUnit),
              ],
              unitWeightOz: toOunces(n.weight, v.weightUnit),
            },
          }
        : { feeCents: n.fbaFee },
      storageMonths: n.storageMonths,
    };
  }),
);

/** The form as its parts receive it. */
export type AdvancedRoiFormApi = UseFormReturn<AdvancedRoiText, unknown, AdvancedRoiInput>;
