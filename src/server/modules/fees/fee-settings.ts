/**
 * The seller's fee settings (contract src/contracts/fees.ts): VAT registration per marketplace,
 * country of establishment, research cost assumption. No row: Scout's defaults, `saved: false`.
 */
import { eq } from 'drizzle-orm';
import type { FeeSettingsBody } from '#contracts/fees.ts';
import {
  DEFAULT_FEE_SETTINGS,
  type SellerFeeSettings,
  sellerContextFor,
} from '#domain/estimators/product-economics.ts';
import { salesTaxOf } from '#domain/fees/taxes.ts';
import { DEFAULT_EXCHANGE_RATES, type ExchangeRateTable } from '#domain/market/exchange-rates.ts';
import { MARKETPLACE_CODES, type MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import { feeSettings } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/app-error.ts';
import { loadExchangeRates } from '#server/lib/exchange-rates.ts';

export async function getFeeSettings(o: { db: Db; userId: string | null }): Promise<SellerFeeSettings> {
  if (!o.userId) return DEFAULT_FEE_SETTINGS;
  const [row] = await o.db.select().from(feeSettings).where(eq(feeSettings.userId, o.userId));
  if (!row) return DEFAULT_FEE_SETTINGS;
  return {
    vatRegistered: row.vatRegistered,
    establishedIn: row.establishedIn,
    costAssumption: row.costAssumption,
    saved: true,
  };
}

export async function saveFeeSettings(o: {
  db: Db;
  userId: string;
  input: FeeSettingsBody;
  now: Date;
}): Promise<SellerFeeSettings> {
  // VAT registration means something only where prices include VAT (UK, DE, FR, IT, ES, JP).
  const vatRegistered: SellerFeeSettings['vatRegistered'] = {};
  for (const m of MARKETPLACE_CODES) {
    const v = o.input.vatRegistered[m];
    if (v === undefined) continue;
    if (!salesTaxOf(m)) throw new AppError('validation_failed', 400, { field: 'vatRegistered', reason: m });
    vatRegistered[m] = v;
  }
  const values = {
    vatRegistered,
    establishedIn: o.input.establishedIn,
    costAssumption: o.input.costAssumption,
  };
  await o.db
    .insert(feeSettings)
    .values({ userId: o.userId, ...values, updatedAt: o.now })
    .onConflictDoUpdate({ target: feeSettings.userId, set: { ...values, updatedAt: o.now } });
  return { ...values, saved: true };
}

/** A seller's fee settings with the exchange-rate table a per-unit cost assumption is converted with. */
export interface SellerFeeView {
  settings: SellerFeeSettings;
  rates: ExchangeRateTable;
}

/** What every page that shows fees or margins needs about the caller (null: Scout's defaults). */
export async function sellerFeeView(
  deps: { database: { db: Db }; env: { EXCHANGE_RATES_FILE?: string } },
  userId: string | null,
): Promise<SellerFeeView> {
  return {
    settings: await getFeeSettings({ db: deps.database.db, userId }),
    rates: loadExchangeRates(deps.env.EXCHANGE_RATES_FILE),
  };
}

/** Scout's defaults, for callers without a user (the command line) or tests. */
export const DEFAULT_FEE_VIEW: SellerFeeView = {
  settings: DEFAULT_FEE_SETTINGS,
  rates: DEFAULT_EXCHANGE_RATES,
};

/**
 * The VAT inside the seller's own sales figures on a marketplace, when they are registered for it
 * there (their margin then leaves it out; src/domain/profitability/seller-margin.ts).
 */
export async function vatInSellerSales(o: { db: Db; userId: string; marketplace: MarketplaceCode }) {
  const settings = await getFeeSettings(o);
  const tax = salesTaxOf(o.marketplace);
  return { vatBp: tax && sellerContextFor(settings, o.marketplace).vatRegistered ? tax.bp : 0 };
}
