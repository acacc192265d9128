/**
 * A product's economics for one seller (docs/estimators.md "Amazon fees" and "Margin"): the one fee
 * calculator with the seller's VAT registration and country of establishment, then the margin with
 * their research cost assumption (or their own cost). Every page that shows a product's fees,
 * margin or profit calls this, with the seller's settings.
 */

import { defaultSellerContext, estimateFees, type SellerFeeContext } from '../fees/estimate-fees.ts';
import type { DeProgramme, ProductClass } from '../fees/fba-cards.ts';
import type { SellerCountry } from '../fees/seller-countries.ts';
import type { SizeInput } from '../fees/size-basis.ts';
import { defaultEstablishment, salesTaxOf } from '../fees/taxes.ts';
import type { ExchangeRateTable } from '../market/exchange-rates.ts';
import type { MarketplaceCode } from '../marketplaces.ts';
import {
  assumedCost,
  type CostAssumption,
  type CostFigure,
  DEFAULT_COST_ASSUMPTION,
  type ProductEconomics,
  productEconomics,
} from './margin.ts';

/** What the seller saved in their fee settings (none saved: `DEFAULT_FEE_SETTINGS`). */
export interface SellerFeeSettings {
  vatRegistered: Partial<Record<MarketplaceCode, boolean>>;
  /** null: the marketplace's own country. */
  establishedIn: SellerCountry | null;
  costAssumption: CostAssumption;
  saved: boolean;
}

export const DEFAULT_FEE_SETTINGS: SellerFeeSettings = {
  vatRegistered: {},
  establishedIn: null,
  costAssumption: DEFAULT_COST_ASSUMPTION,
  saved: false,
};

/** The seller's context for one marketplace: their answers, else Scout's defaults. */
export function sellerContextFor(
  settings: SellerFeeSettings,
  marketplace: MarketplaceCode,
): SellerFeeContext {
  const own = settings.vatRegistered[marketplace];
  const defaults = defaultSellerContext(marketplace);
  return {
    vatRegistered: salesTaxOf(marketplace) ? (own ?? defaults.vatRegistered) : false,
    establishedIn: settings.establishedIn ?? defaultEstablishment(marketplace),
    fromSettings: settings.saved,
  };
}

export interface EconomicsInput {
  marketplace: MarketplaceCode;
  priceMinor: number | null | undefined;
  /** Fee category id or catalog category name / path. */
  category: string | null | undefined;
  size: SizeInput;
  date: Date;
  settings: SellerFeeSettings;
  /** The seller's own cost of this product (product costs); otherwise the research assumption. */
  ownUnitCostMinor?: number | null;
  rates?: ExchangeRateTable;
  productClass?: ProductClass;
  programme?: DeProgramme;
}

/** Fees, and margin where a cost is known; null without a price. */
export function estimateProductEconomics(o: EconomicsInput): ProductEconomics | null {
  const price = o.priceMinor;
  if (!price || price <= 0 || !Number.isInteger(price)) return null;
  const fees = estimateFees({
    marketplace: o.marketplace,
    priceMinor: price,
    category: o.category,
    size: o.size,
    date: o.date,
    seller: sellerContextFor(o.settings, o.marketplace),
    productClass: o.productClass,
    programme: o.programme,
  });
  const cost: CostFigure | null =
    o.ownUnitCostMinor !== undefined && o.ownUnitCostMinor !== null
      ? { minor: o.ownUnitCostMinor, basis: 'own' }
      : assumedCost(o.settings.costAssumption, fees, o.rates);
  return productEconomics(fees, cost);
}
