import * as z from 'zod/mini';
import type { ProductCostBody } from '#contracts/product-costs.ts';
import type { CurrencyCode } from '#domain/marketplaces.ts';
import { minorUnits, parseMoneyInput } from '#domain/money.ts';

/** The two amounts as typed → minor units of the marketplace's currency. */
export const costsSchema = (currency: CurrencyCode) => {
  const amount = z
    .string()
    .check(z.refine((text) => parseMoneyInput(text, currency) !== null, 'invalidAmount'));
  return z.pipe(
    z.object({ cost: amount, fees: amount }),
    z.transform(
      (v): ProductCostBody => ({
        unitCostMinor: parseMoneyInput(v.cost, currency) ?? minorUnits(0),
        feesPerUnitMinor: parseMoneyInput(v.fees, currency) ?? minorUnits(0),
      }),
    ),
  );
};
