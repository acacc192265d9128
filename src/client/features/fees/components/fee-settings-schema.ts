import * as z from 'zod/mini';
import { parseDecimal } from '#client/features/toolkit/index.ts';
import type { FeeSettingsBody } from '#contracts/fees.ts';
import { SELLER_COUNTRIES } from '#domain/fees/seller-countries.ts';
import { CURRENCIES } from '#domain/marketplaces.ts';
import { minorUnitsPerMajor } from '#domain/money.ts';
import { VAT_MARKETPLACES } from './fee-settings-choices.ts';

/** The settings form's fields → the fee settings request (messages are `fees:` keys). */
export const feeSettingsSchema = z.pipe(
  z.object({
    establishedIn: z.union([z.literal(''), z.enum(SELLER_COUNTRIES)]),
    vat: z.record(z.enum(VAT_MARKETPLACES), z.boolean()),
    costKind: z.enum(['percentOfPrice', 'perUnit', 'none']),
    costPercent: z.string(),
    costAmount: z.string(),
    costCurrency: z.enum(CURRENCIES),
  }),
  z.transform((v, ctx): FeeSettingsBody => {
    const base = { vatRegistered: v.vat, establishedIn: v.establishedIn || null };
    if (v.costKind === 'none') return { ...base, costAssumption: { kind: 'none' } };
    if (v.costKind === 'percentOfPrice') {
      const percent = parseDecimal(v.costPercent);
      if (percent === null || percent > 95) {
        ctx.issues.push({
          code: 'custom',
          message: 'settings.percentInvalid',
          input: v,
          path: ['costPercent'],
        });
        return z.NEVER;
      }
      return { ...base, costAssumption: { kind: 'percentOfPrice', bp: Math.round(percent * 100) } };
    }
    const amount = parseDecimal(v.costAmount);
    if (amount === null || amount > 1_000_000) {
      ctx.issues.push({ code: 'custom', message: 'settings.amountInvalid', input: v, path: ['costAmount'] });
      return z.NEVER;
    }
    const minor = Math.round(amount * minorUnitsPerMajor(v.costCurrency));
    return { ...base, costAssumption: { kind: 'perUnit', minor, currency: v.costCurrency } };
  }),
);
