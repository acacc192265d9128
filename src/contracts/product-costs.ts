import * as z from 'zod/mini';
import { ASIN_PATTERN, normalizeAsin } from '#domain/asin.ts';
import { MARKETPLACE_CODES } from '#domain/marketplaces.ts';
import { dateTime, fractionalMinorAmount, minorAmount } from './common.ts';
import { defineApi, noContent } from './define.ts';
import { feeEstimate, sizeInput } from './fees.ts';

/** Largest cost or fee per unit accepted, in minor units (10,000,000.00 of a currency with cents). */
export const MAX_UNIT_MONEY_MINOR = 1_000_000_000;

const marketplace = z.enum(MARKETPLACE_CODES);

/** One of the seller's products in the path: `/:marketplace/:asin` (the ASIN normalised). */
export const productKeyParams = z.object({
  marketplace,
  asin: z.pipe(z.pipe(z.string(), z.transform(normalizeAsin)), z.string().check(z.regex(ASIN_PATTERN))),
});
export type ProductKey = z.input<typeof productKeyParams>;

const unitMinor = minorAmount.check(z.minimum(0), z.maximum(MAX_UNIT_MONEY_MINOR));
export const productCostBody = z.object({ unitCostMinor: unitMinor, feesPerUnitMinor: unitMinor });
export type ProductCostBody = z.output<typeof productCostBody>;

/** Amazon's fees per unit from the one fee calculator, FBA included (src/domain/profitability/unit-fee-estimate.ts). */
export const unitFeeEstimate = z.union([
  z.object({
    /** What "Use" fills in: the estimate, or a range's upper end (`fromRange`). */
    feesPerUnitMinor: fractionalMinorAmount,
    fromRange: z.boolean(),
    fees: feeEstimate,
    categoryName: z.nullable(z.string()),
    priceSource: z.enum(['catalog', 'sales']),
    missing: z.null(),
  }),
  z.object({ missing: z.enum(['price', 'category']) }),
]);
export type UnitFeeEstimate = z.output<typeof unitFeeEstimate>;

export const productCostRow = z.object({
  asin: z.string(),
  title: z.nullable(z.string()),
  sku: z.nullable(z.string()),
  /** Over all the seller's data for this marketplace. */
  units: z.number(),
  revenueMinor: fractionalMinorAmount,
  averageSellingPriceMinor: z.nullable(fractionalMinorAmount),
  /** The listing's price in Scout's catalog, when the catalog has the ASIN. */
  catalogPriceMinor: z.nullable(fractionalMinorAmount),
  costs: z.nullable(
    z.object({
      unitCostMinor: fractionalMinorAmount,
      feesPerUnitMinor: fractionalMinorAmount,
      updatedAt: dateTime,
    }),
  ),
  estimate: unitFeeEstimate,
  /** What the catalog knows of the product's size (the page recomputes the fees for a chosen category). */
  size: sizeInput,
});
export type ProductCostRow = z.output<typeof productCostRow>;

export const productCostList = z.object({
  marketplaces: z.array(marketplace),
  marketplace: z.nullable(marketplace),
  currency: z.nullable(z.string()),
  products: z.array(productCostRow),
});
export type ProductCostList = z.output<typeof productCostList>;
/** What the server answers with (amounts as plain numbers, branded once parsed). */
export type ProductCostListAnswer = z.input<typeof productCostList>;

export const savedProductCost = z.object({
  marketplace,
  asin: z.string(),
  currency: z.string(),
  unitCostMinor: fractionalMinorAmount,
  feesPerUnitMinor: fractionalMinorAmount,
  updatedAt: dateTime,
});

/**
 * The seller's product costs, entered on the analytics dashboard and gated with it (elite). Margins
 * computed from them are not gated: the dashboard's "Average margin" keeps showing after a downgrade.
 */
export const productCostsApi = defineApi('/product-costs', {
  list: {
    method: 'GET',
    path: '/',
    query: z.object({ marketplace: z.optional(marketplace) }),
    response: productCostList,
  },
  save: {
    method: 'PUT',
    path: '/:marketplace/:asin',
    params: productKeyParams,
    body: productCostBody,
    response: z.object({ cost: savedProductCost }),
  },
  remove: { method: 'DELETE', path: '/:marketplace/:asin', params: productKeyParams, response: noContent },
});
