/**
 * The one fee calculator (ADR 130): everything Amazon takes from one sale on a marketplace on a
 * ship date, and what is left. Research cards, the product dialog, the scanner, the analyzer, the
 * ROI calculators, product costs, multi-market, exports, the REST API, the extension and the
 * `fees:estimate` command all call it.
 *
 *   fulfilment = FBA rate card fee + add-ons + fuel & logistics surcharge   (a range when the size is unknown)
 *   referral   = max(rule(price incl. VAT), minimum);   closing fee (media)
 *   DSF        = rate × (referral + closing [+ fulfilment]) by country of establishment and store
 *   VAT        = removed from the revenue of a VAT-registered seller; charged on the fees of an
 *                unregistered UK seller
 *   Amazon fees = fulfilment + referral + closing + DSF (+ VAT on fees);  left = revenue − Amazon fees
 */
import type { CurrencyCode, MarketplaceCode } from '../marketplaces.ts';
import type { DeProgramme, ProductClass, SizeTier } from './fba-cards.ts';
import {
  type FulfilmentFee,
  fbaFee,
  isUnpriced,
  type PackageDimensions,
  type UnpricedFulfilment,
} from './fba-fee.ts';
import type { FeeCategoryId } from './fee-categories.ts';
import { applyBasisPoints, type Confidence, dayOf, leastConfident } from './rate-card.ts';
import { type ReferralFeeResult, referralFee } from './referral-fee.ts';
import type { SellerCountry } from './seller-countries.ts';
import { type PackageSource, packageFromItem, type SizeInput } from './size-basis.ts';
import {
  defaultEstablishment,
  digitalServicesFeeRate,
  type SalesTax,
  salesTaxOf,
  taxInPrice,
  UK_VAT_ON_FEES,
} from './taxes.ts';

/** An amount known exactly (low = high) or only within a range. */
export interface Range {
  lowMinor: number;
  highMinor: number;
}
export const point = (minor: number): Range => ({ lowMinor: minor, highMinor: minor });
export const addRanges = (...ranges: Range[]): Range => ({
  lowMinor: ranges.reduce((s, r) => s + r.lowMinor, 0),
  highMinor: ranges.reduce((s, r) => s + r.highMinor, 0),
});
export const isPoint = (r: Range) => r.lowMinor === r.highMinor;
/** The middle of a range (for sorting and scores; pages show the range). */
export const midpoint = (r: Range) => Math.round((r.lowMinor + r.highMinor) / 2);

/** What the seller told Scout in settings (or Scout's defaults, `fromSettings: false`). */
export interface SellerFeeContext {
  /** Registered for VAT (consumption tax in Japan) on this marketplace. */
  vatRegistered: boolean;
  establishedIn: SellerCountry;
  fromSettings: boolean;
}

/** Scout's defaults: VAT-registered where prices include VAT; established in the marketplace's country. */
export const defaultSellerContext = (marketplace: MarketplaceCode): SellerFeeContext => ({
  vatRegistered: salesTaxOf(marketplace) !== null,
  establishedIn: defaultEstablishment(marketplace),
  fromSettings: false,
});

export type FulfilmentEstimate =
  | ({ kind: 'fee' } & FulfilmentFee)
  | {
      kind: 'range';
      lowMinor: number;
      highMinor: number;
      currency: CurrencyCode;
      /** The fees at each end (null for a size the card does not price). */
      low: FulfilmentFee | null;
      high: FulfilmentFee | null;
      /** Size tiers the candidate packages fall in. */
      tiers: SizeTier[];
      confidence: Confidence;
    };

export interface SizeBasisSummary {
  basis: SizeInput['basis'];
  source?: PackageSource;
  /** When a package or item size was read, for a size from a product page (source 'browser'). */
  observedAt?: string;
  /** typical / unknown from the category: how many of its products have a known package. */
  products?: number;
  categoryName?: string | null;
  from?: 'category' | 'default';
  /** The package the fee was computed on (after the packaging allowance for `item`). */
  package?: PackageDimensions;
}

export interface FeeEstimate {
  marketplace: MarketplaceCode;
  currency: CurrencyCode;
  /** The sale (ship) date the cards were chosen for, YYYY-MM-DD. */
  date: string;
  /** The price as listed (VAT included in Europe, consumption tax in Japan). */
  priceMinor: number;
  size: SizeBasisSummary;
  fulfilment: FulfilmentEstimate;
  referral: ReferralFeeResult;
  closingFeeMinor: number;
  dsf: {
    bp: number;
    appliesToFba: boolean;
    establishedIn: SellerCountry;
    fromSettings: boolean;
    amount: Range;
    source: string;
    confidence: Confidence;
  } | null;
  vat: {
    kind: SalesTax['kind'];
    bp: number;
    registered: boolean;
    fromSettings: boolean;
    /** The tax inside the price (taken out of the revenue when registered). */
    inPriceMinor: number;
    /** VAT charged on Amazon's fees (UK, not registered). */
    onFees: Range | null;
    source: string;
  } | null;
  /** Everything Amazon takes: fulfilment, referral, closing, DSF, VAT on fees. */
  amazonFees: Range;
  /** The price, less the VAT for a registered seller. */
  revenueMinor: number;
  leftAfterFees: Range;
  confidence: Confidence;
}

export interface FeeEstimateInput {
  marketplace: MarketplaceCode;
  /** Selling price (total sales price) in minor units, as listed. */
  priceMinor: number;
  /** Fee category id or catalog category name / path. */
  category: FeeCategoryId | string | null | undefined;
  size: SizeInput;
  /** The ship date (default now). */
  date?: Date;
  /** Default: apparel for clothing, shoes and bags; otherwise standard. */
  productClass?: ProductClass;
  seller?: SellerFeeContext;
  programme?: DeProgramme;
}

const readOn = (observedAt?: string) => (observedAt ? { observedAt } : {});

const APPAREL: readonly FeeCategoryId[] = ['clothingAccessories', 'shoesHandbags'];

function fulfilmentOf(
  input: FeeEstimateInput,
  referral: ReferralFeeResult,
  date: Date,
): { fulfilment: FulfilmentEstimate; size: SizeBasisSummary } {
  const productClass = input.productClass ?? (APPAREL.includes(referral.category) ? 'apparel' : 'standard');
  const feeFor = (pkg: PackageDimensions): FulfilmentFee | UnpricedFulfilment =>
    fbaFee({
      ...pkg,
      priceMinor: input.priceMinor,
      marketplace: input.marketplace,
      date,
      productClass,
      category: referral.category,
      programme: input.programme,
    });
  const asEstimate = (results: (FulfilmentFee | UnpricedFulfilment)[]): FulfilmentEstimate => {
    const priced = results.filter((r): r is FulfilmentFee => !isUnpriced(r));
    const unpriced = results.filter(isUnpriced);
    if (results.length === 1 && priced.length === 1) return { kind: 'fee', ...priced[0] };
    const lows = [...priced.map((r) => r.totalMinor), ...unpriced.map((r) => r.lowMinor)];
    const highs = [...priced.map((r) => r.totalMinor), ...unpriced.map((r) => r.highMinor)];
    const byTotal = [...priced].sort((a, b) => a.totalMinor - b.totalMinor);
    return {
      kind: 'range',
      lowMinor: Math.min(...lows),
      highMinor: Math.max(...highs),
      currency: results[0].currency,
      low: unpriced.length ? null : byTotal[0],
      high: unpriced.length ? null : byTotal[byTotal.length - 1],
      tiers: [...new Set(results.map((r) => r.sizeTier))],
      // As sure as the card's figures: the range itself says the size is unknown.
      confidence: leastConfident(...results.map((r) => r.confidence)),
    };
  };
  const s = input.size;
  switch (s.basis) {
    case 'package':
      return {
        fulfilment: asEstimate([feeFor(s.package)]),
        size: { basis: 'package', source: s.source, package: s.package, ...readOn(s.observedAt) },
      };
    case 'item': {
      const pkg = packageFromItem(s.item);
      const f = asEstimate([feeFor(pkg)]);
      // The allowance is Scout's assumption: the fee is no surer than that.
      if (f.kind === 'fee') f.confidence = 'low';
      return {
        fulfilment: f,
        size: { basis: 'item', source: s.source, package: pkg, ...readOn(s.observedAt) },
      };
    }
    case 'typical': {
      const f = asEstimate([feeFor(s.package)]);
      if (f.kind === 'fee') f.confidence = leastConfident(f.confidence, 'medium');
      return {
        fulfilment: f,
        size: { basis: 'typical', products: s.products, categoryName: s.categoryName, package: s.package },
      };
    }
    case 'unknown': {
      const f = asEstimate(s.candidates.map(feeFor));
      const range: FulfilmentEstimate =
        f.kind === 'fee'
          ? {
              kind: 'range',
              lowMinor: f.totalMinor,
              highMinor: f.totalMinor,
              currency: f.currency,
              low: f,
              high: f,
              tiers: [f.sizeTier],
              confidence: 'low',
            }
          : f;
      return {
        fulfilment: range,
        size: { basis: 'unknown', from: s.from, products: s.products, categoryName: s.categoryName },
      };
    }
  }
}

/** The taxes and totals around Amazon's fees: DSF, VAT, total, revenue, what is left. */
export type FeeTotals = Pick<FeeEstimate, 'dsf' | 'vat' | 'amazonFees' | 'revenueMinor' | 'leftAfterFees'> & {
  confidence: Confidence | null;
};

/**
 * The digital services fee on the selling fees (and FBA where it applies), VAT removed from a
 * registered seller's revenue or charged on an unregistered UK seller's fees, the total of Amazon's
 * fees and what is left. Shared by estimateFees and the ROI calculators (entered fees).
 */
export function feeTotals(o: {
  marketplace: MarketplaceCode;
  date: Date;
  seller: SellerFeeContext;
  priceMinor: number;
  /** Referral + closing fee. */
  sellingFeesMinor: number;
  fba: Range;
}): FeeTotals {
  const { marketplace, seller, priceMinor, fba } = o;
  const dsfRate = digitalServicesFeeRate(seller.establishedIn, marketplace, o.date);
  const dsfOn = (fbaMinor: number) =>
    dsfRate ? applyBasisPoints(o.sellingFeesMinor + (dsfRate.appliesToFba ? fbaMinor : 0), dsfRate.bp) : 0;
  const dsfAmount: Range = { lowMinor: dsfOn(fba.lowMinor), highMinor: dsfOn(fba.highMinor) };
  const beforeVat = addRanges(fba, point(o.sellingFeesMinor), dsfAmount);
  const tax = salesTaxOf(marketplace);
  const vatOnFees =
    tax && marketplace === 'UK' && !seller.vatRegistered
      ? {
          lowMinor: applyBasisPoints(beforeVat.lowMinor, UK_VAT_ON_FEES.bp),
          highMinor: applyBasisPoints(beforeVat.highMinor, UK_VAT_ON_FEES.bp),
        }
      : null;
  const amazonFees = vatOnFees ? addRanges(beforeVat, vatOnFees) : beforeVat;
  const inPrice = tax ? taxInPrice(priceMinor, tax.bp) : 0;
  const revenueMinor = tax && seller.vatRegistered ? priceMinor - inPrice : priceMinor;
  return {
    dsf: dsfRate
      ? {
          bp: dsfRate.bp,
          appliesToFba: dsfRate.appliesToFba,
          establishedIn: seller.establishedIn,
          fromSettings: seller.fromSettings,
          amount: dsfAmount,
          source: dsfRate.source,
          confidence: dsfRate.confidence,
        }
      : null,
    vat: tax
      ? {
          kind: tax.kind,
          bp: tax.bp,
          registered: seller.vatRegistered,
          fromSettings: seller.fromSettings,
          inPriceMinor: inPrice,
          onFees: vatOnFees,
          source: tax.source,
        }
      : null,
    amazonFees,
    revenueMinor,
    leftAfterFees: {
      lowMinor: revenueMinor - amazonFees.highMinor,
      highMinor: revenueMinor - amazonFees.lowMinor,
    },
    confidence: leastConfident(dsfRate?.confidence, vatOnFees ? UK_VAT_ON_FEES.confidence : null),
  };
}

/** The one fee calculator: see the file comment. Throws RangeError on a bad price or package. */
export function estimateFees(input: FeeEstimateInput): FeeEstimate {
  const date = input.date ?? new Date();
  const { marketplace, priceMinor } = input;
  if (!Number.isInteger(priceMinor) || priceMinor < 0)
    throw new RangeError('price must be whole minor units >= 0');
  const seller = input.seller ?? defaultSellerContext(marketplace);
  const referral = referralFee({ marketplace, category: input.category, priceMinor, date });
  const { fulfilment, size } = fulfilmentOf(input, referral, date);
  const fba: Range =
    fulfilment.kind === 'fee'
      ? point(fulfilment.totalMinor)
      : { lowMinor: fulfilment.lowMinor, highMinor: fulfilment.highMinor };
  const { confidence: totalsConfidence, ...totals } = feeTotals({
    marketplace,
    date,
    seller,
    priceMinor,
    sellingFeesMinor: referral.feeMinor + referral.closingFeeMinor,
    fba,
  });
  return {
    marketplace,
    currency: referral.currency,
    date: dayOf(date),
    priceMinor,
    size,
    fulfilment,
    referral,
    closingFeeMinor: referral.closingFeeMinor,
    ...totals,
    confidence: leastConfident(fulfilment.confidence, referral.confidence, totalsConfidence),
  };
}
