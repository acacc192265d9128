import * as z from 'zod/mini';
import {
  FEE_PERIODS,
  FULFILMENT_NOTES,
  PRICE_BAND_IDS,
  PRODUCT_CLASSES,
  SIZE_TIERS,
} from '#domain/fees/fba-card-types.ts';
import { FEE_CATEGORY_IDS } from '#domain/fees/fee-categories.ts';
import { CONFIDENCES } from '#domain/fees/rate-card.ts';
import { SELLER_COUNTRIES } from '#domain/fees/seller-countries.ts';
import { PACKAGE_SOURCES } from '#domain/fees/size-basis.ts';
import { MARKETPLACE_CODES } from '#domain/marketplaces.ts';
import { currency, isoDate, minorAmount } from './common.ts';
import { defineApi } from './define.ts';

/**
 * Amazon's fees on one sale and what they leave (src/domain/fees/estimate-fees.ts, ADR 130), the
 * margin where a cost is known (src/domain/estimators/margin.ts, ADR 131), and the seller's fee
 * settings: VAT registration per marketplace, country of establishment, research cost assumption.
 */

const marketplace = z.enum(MARKETPLACE_CODES);
const confidence = z.enum(CONFIDENCES);
/** An amount known exactly (low = high) or within a range (size unknown). */
export const moneyRange = z.object({ lowMinor: minorAmount, highMinor: minorAmount });

export const feeCardRef = z
  .object({
    id: z.string(),
    effectiveFrom: isoDate,
    effectiveTo: z.nullable(isoDate),
    confidence,
    source: z.string(),
  })
  .check(z.meta({ id: 'FeeCardRef', description: 'The dated rate card a fee comes from.' }));

const weight = z.object({ value: z.number(), unit: z.enum(['oz', 'g']) });

export const fulfilmentFee = z.object({
  totalMinor: minorAmount,
  baseMinor: minorAmount,
  currency,
  card: feeCardRef,
  period: z.enum(FEE_PERIODS),
  productClass: z.enum(PRODUCT_CLASSES),
  sizeTier: z.enum(SIZE_TIERS),
  unitWeight: weight,
  dimensionalWeight: weight,
  shippingWeight: weight,
  priceBand: z.enum(PRICE_BAND_IDS),
  lines: z.array(
    z.object({
      kind: z.enum(['fuelAndLogistics', 'overmax', 'bulkyPackaging', 'dangerousGoods']),
      amountMinor: minorAmount,
      bp: z.optional(z.number()),
      id: z.string(),
      confidence,
      source: z.string(),
    }),
  ),
  confidence,
  notes: z.array(z.enum(FULFILMENT_NOTES)),
});

export const fulfilmentEstimate = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('fee'), ...fulfilmentFee.shape }),
    z.object({
      kind: z.literal('range'),
      lowMinor: minorAmount,
      highMinor: minorAmount,
      currency,
      low: z.nullable(fulfilmentFee),
      high: z.nullable(fulfilmentFee),
      tiers: z.array(z.enum(SIZE_TIERS)),
      confidence,
    }),
  ])
  .check(
    z.meta({
      id: 'FulfilmentEstimate',
      description: 'The FBA fulfilment fee, or its range when the size is unknown.',
    }),
  );

const sidesIn = z.tuple([z.number(), z.number(), z.number()]);
export const sizeBasis = z
  .object({
    basis: z.enum(['package', 'item', 'typical', 'unknown']),
    source: z.optional(z.enum(PACKAGE_SOURCES)),
    /** When the size was read (a product page a browser read: source 'browser'). */
    observedAt: z.optional(z.string()),
    products: z.optional(z.number()),
    categoryName: z.optional(z.nullable(z.string())),
    from: z.optional(z.enum(['category', 'default'])),
    package: z.optional(z.object({ sidesIn, unitWeightOz: z.number() })),
  })
  .check(z.meta({ id: 'SizeBasis', description: 'How the package size behind the FBA fee was obtained.' }));

const packageDims = z.object({ sidesIn, unitWeightOz: z.number() });
/** What is known of a product's size, for a fee recomputed in the page (src/domain/fees/size-basis.ts). */
export const sizeInput = z.discriminatedUnion('basis', [
  z.object({
    basis: z.literal('package'),
    source: z.enum(PACKAGE_SOURCES),
    package: packageDims,
    observedAt: z.optional(z.string()),
  }),
  z.object({
    basis: z.literal('item'),
    source: z.enum(PACKAGE_SOURCES),
    item: packageDims,
    observedAt: z.optional(z.string()),
  }),
  z.object({
    basis: z.literal('typical'),
    package: packageDims,
    products: z.number(),
    categoryName: z.nullable(z.string()),
  }),
  z.object({
    basis: z.literal('unknown'),
    candidates: z.array(packageDims),
    from: z.enum(['category', 'default']),
    products: z.number(),
    categoryName: z.nullable(z.string()),
  }),
]);

export const referralFeeEstimate = z.object({
  feeMinor: minorAmount,
  closingFeeMinor: minorAmount,
  currency,
  category: z.enum(FEE_CATEGORY_IDS),
  matchedBy: z.optional(z.enum(['catalog-name', 'keyword', 'default'])),
  exactCategory: z.boolean(),
  minimumApplied: z.boolean(),
  minimumMinor: z.nullable(minorAmount),
  mode: z.enum(['flat', 'wholePrice', 'marginal']),
  effectiveBp: z.number(),
  // Optional: answers stored before it existed (product analyses) read without it.
  rateBp: z.optional(z.nullable(z.number())),
  card: feeCardRef,
  confidence,
  proxyFrom: z.optional(marketplace),
});

export const feeEstimate = z
  .object({
    marketplace,
    currency,
    date: isoDate,
    priceMinor: minorAmount,
    size: sizeBasis,
    fulfilment: fulfilmentEstimate,
    referral: referralFeeEstimate,
    closingFeeMinor: minorAmount,
    dsf: z.nullable(
      z.object({
        bp: z.number(),
        appliesToFba: z.boolean(),
        establishedIn: z.enum(SELLER_COUNTRIES),
        fromSettings: z.boolean(),
        amount: moneyRange,
        source: z.string(),
        confidence,
      }),
    ),
    vat: z.nullable(
      z.object({
        kind: z.enum(['vat', 'consumptionTax']),
        bp: z.number(),
        registered: z.boolean(),
        fromSettings: z.boolean(),
        inPriceMinor: minorAmount,
        onFees: z.nullable(moneyRange),
        source: z.string(),
      }),
    ),
    amazonFees: moneyRange,
    revenueMinor: minorAmount,
    leftAfterFees: moneyRange,
    confidence,
  })
  .check(
    z.meta({
      id: 'FeeEstimate',
      description:
        "Amazon's fees on one sale (fulfilment, referral, closing, digital services fee, VAT on fees), the revenue (VAT removed for a registered seller) and what is left.",
    }),
  );
export type FeeEstimate = z.output<typeof feeEstimate>;

export const costFigure = z.object({
  minor: minorAmount,
  basis: z.enum(['own', 'assumedPercent', 'assumedPerUnit']),
  bp: z.optional(z.number()),
  converted: z.optional(z.object({ minor: minorAmount, currency, ratesDate: isoDate })),
});

export const productEconomics = z
  .object({
    fees: feeEstimate,
    cost: z.nullable(costFigure),
    profit: z.nullable(moneyRange),
    marginPercent: z.nullable(z.object({ low: z.number(), high: z.number() })),
  })
  .check(
    z.meta({
      id: 'ProductEconomics',
      description:
        'Fees and what they leave; profit and margin only with a cost (your own, or your research cost assumption).',
    }),
  );
export type ProductEconomics = z.output<typeof productEconomics>;

/** The research cost assumption: landed cost as a share of the price, per unit, or none. */
export const costAssumption = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('percentOfPrice'), bp: z.int().check(z.minimum(0), z.maximum(9500)) }),
  z.object({
    kind: z.literal('perUnit'),
    minor: minorAmount.check(z.minimum(0), z.maximum(100_000_000)),
    currency,
  }),
  z.object({ kind: z.literal('none') }),
]);

export const feeSettings = z
  .object({
    /** Marketplaces whose VAT (consumption tax) the seller is registered for. */
    vatRegistered: z.partialRecord(marketplace, z.boolean()),
    establishedIn: z.nullable(z.enum(SELLER_COUNTRIES)),
    costAssumption,
    /** false: nothing saved yet (Scout's defaults shown). */
    saved: z.boolean(),
  })
  .check(z.meta({ id: 'FeeSettings' }));
export type FeeSettings = z.output<typeof feeSettings>;

export const feeSettingsBody = z.object({
  vatRegistered: z.partialRecord(marketplace, z.boolean()),
  /** null: the marketplace's own country (the default). */
  establishedIn: z.nullable(z.enum(SELLER_COUNTRIES)),
  costAssumption,
});
export type FeeSettingsBody = z.input<typeof feeSettingsBody>;

export const feesApi = defineApi('/fees', {
  settings: { method: 'GET', path: '/settings', response: feeSettings },
  saveSettings: { method: 'PUT', path: '/settings', body: feeSettingsBody, response: feeSettings },
});
