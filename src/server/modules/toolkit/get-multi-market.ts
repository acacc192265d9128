/**
 * Multi-market analysis of a selected product (elite; docs/toolkit.md "Multi-market analysis"):
 * for each of the 8 marketplaces, the same ASIN's catalog estimates when it is listed there, else the
 * medians of the listings of its category there (matched by name), else "no data". Prices converted
 * with the dated exchange-rate table; sorted by opportunity, highest first.
 */
import { sql } from 'drizzle-orm';
import type { ProductEconomics } from '#domain/estimators/margin.ts';
import { unitsFigure } from '#domain/estimators/monthly-units.ts';
import { estimateProductEconomics } from '#domain/estimators/product-economics.ts';
import type { Range } from '#domain/fees/estimate-fees.ts';
import type { Confidence } from '#domain/fees/rate-card.ts';
import { sizeInputOf } from '#domain/fees/size-basis.ts';
import { convertMinor, type ExchangeRateTable } from '#domain/market/exchange-rates.ts';
import { type MarketRow, rankMarkets } from '#domain/market/multi-market.ts';
import {
  type CurrencyCode,
  MARKETPLACE_CODES,
  MARKETPLACES,
  type MarketplaceCode,
} from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import type { catalogCategories, marketRequests } from '#server/db/schema/index.ts';
import type { SqlRow } from '#server/db/sql-row.ts';
import { AppError } from '#server/lib/app-error.ts';
import { PATH_SEPARATOR } from '#server/modules/catalog/index.ts';
import type { SellerFeeView } from '#server/modules/fees/index.ts';
import {
  PRODUCT_RESULT_COLUMNS,
  type ProductResult,
  type ProductResultRow,
  productResultJoins,
  productTrends,
  toProductResult,
} from '#server/modules/research/index.ts';

export interface MultiMarketRow extends MarketRow {
  currency: CurrencyCode;
  /** The category whose listings gave a category row. */
  categoryPath: string | null;
  /**
   * How the demand figure reads: at least (badge), about (rank), below 50 (no badge), median (of the
   * category's listings that have a figure), belowThreshold (a category whose listings with a known
   * status all show no badge: demandPerMonth is null).
   */
  demandKind: 'atLeast' | 'about' | 'below' | 'median' | 'belowThreshold' | null;
  /**
   * What the sources said of the ASIN there, when the row cannot show its own figures: `notSold`
   * (asked, they answered that it is not listed in that marketplace), `notEnoughData` (listed
   * without a price or a demand figure, or no source could say: not registered there, failed).
   */
  note: 'notSold' | 'notEnoughData' | null;
  /** Amazon's fees on one sale at the row's price, and what they leave, in the display currency. */
  economics: MarketEconomics | null;
}

export interface MarketEconomics {
  amazonFees: Range;
  leftAfterFees: Range;
  marginPercent: { low: number; high: number } | null;
  sizeBasis: 'package' | 'item' | 'typical' | 'unknown';
  vatRemoved: boolean;
  confidence: Confidence;
}

/** A marketplace's economics in the display currency. */
function marketEconomics(
  e: ProductEconomics | null,
  from: CurrencyCode,
  display: CurrencyCode,
  rates: ExchangeRateTable,
): MarketEconomics | null {
  if (!e) return null;
  const convert = (r: Range): Range => ({
    lowMinor: convertMinor(r.lowMinor, from, display, rates),
    highMinor: convertMinor(r.highMinor, from, display, rates),
  });
  return {
    amazonFees: convert(e.fees.amazonFees),
    leftAfterFees: convert(e.fees.leftAfterFees),
    marginPercent: e.marginPercent,
    sizeBasis: e.fees.size.basis,
    vatRemoved: !!e.fees.vat?.registered,
    confidence: e.fees.confidence,
  };
}

/**
 * The outcome of the latest fetch of the ASIN per marketplace (docs/market-data.md "Live
 * research"): done with nothing stored = the sources do not list it there; failed = they could not say.
 */
async function fetchOutcomes(db: Db, asin: string): Promise<Map<string, 'notSold' | 'notEnoughData'>> {
  const { rows } = await db.execute<SqlRow<typeof marketRequests, 'marketplace' | 'state' | 'stored'>>(sql`
    select distinct on (marketplace) marketplace, state, stored from market_requests
    where kind = 'asin' and subject = ${asin} and state in ('done', 'failed')
    order by marketplace, created_at desc`);
  const out = new Map<string, 'notSold' | 'notEnoughData'>();
  for (const r of rows)
    if (r.state === 'failed') out.set(r.marketplace, 'notEnoughData');
    else if (Number(r.stored) === 0) out.set(r.marketplace, 'notSold');
  return out;
}

export interface MultiMarketAnalysis {
  product: { asin: string; title: string; marketplace: MarketplaceCode; category: string | null };
  displayCurrency: CurrencyCode;
  rates: { date: string; source: string };
  rows: MultiMarketRow[];
  /** The cost assumption the margins use (null: none, no margin). */
  cost: { basis: 'assumedPercent' | 'assumedPerUnit'; bp?: number } | null;
}

const costOf = (fees: SellerFeeView): MultiMarketAnalysis['cost'] => {
  const a = fees.settings.costAssumption;
  return a.kind === 'percentOfPrice'
    ? { basis: 'assumedPercent', bp: a.bp }
    : a.kind === 'perUnit'
      ? { basis: 'assumedPerUnit' }
      : null;
};

const normalise = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function productRow(p: ProductResult, display: CurrencyCode, rates: ExchangeRateTable): MultiMarketRow {
  const currency = MARKETPLACES[p.marketplace].currency;
  const kind = {
    badge: 'atLeast',
    bsr: 'about',
    no_badge: 'below',
    rank_range: null,
    no_curve: null,
    unknown: null,
  } as const;
  return {
    marketplace: p.marketplace,
    source: 'product',
    listings: 1,
    currency,
    localPriceMinor: p.priceCents,
    priceMinor: p.priceCents === null ? null : convertMinor(p.priceCents, currency, display, rates),
    demandPerMonth: unitsFigure(p.units),
    demandKind: kind[p.units.method],
    competition: p.competition?.score ?? null,
    opportunity: p.opportunity.score,
    trending: p.trend?.direction ?? null,
    categoryPath: p.categoryPath,
    note: p.priceCents === null && unitsFigure(p.units) === null ? 'notEnoughData' : null,
    economics: marketEconomics(p.economics, currency, display, rates),
  };
}

async function categoryRow(
  db: Db,
  marketplace: MarketplaceCode,
  names: string[],
  display: CurrencyCode,
  rates: ExchangeRateTable,
  fees: SellerFeeView,
  now: Date,
): Promise<MultiMarketRow> {
  const currency = MARKETPLACES[marketplace].currency;
  const none: MultiMarketRow = {
    marketplace,
    source: 'none',
    listings: 0,
    currency,
    localPriceMinor: null,
    priceMinor: null,
    demandPerMonth: null,
    demandKind: null,
    competition: null,
    opportunity: null,
    trending: null,
    categoryPath: null,
    note: null,
    economics: null,
  };
  for (const name of names) {
    const { rows: found } = await db.execute<
      SqlRow<typeof catalogCategories, 'path' | 'name' | 'competitionScore' | 'packageStats'>
    >(sql`
      select path, name, competition_score, package_stats from catalog_categories
      where marketplace = ${marketplace}
        and trim(regexp_replace(lower(name), '[^a-z0-9]+', ' ', 'g')) = ${normalise(name)}
      order by depth desc limit 1`);
    const category = found[0];
    if (!category) continue;
    const { rows } = await db.execute<Record<string, unknown>>(sql`
      select count(*) as n,
        percentile_cont(0.5) within group (order by p.price_cents) as price,
        percentile_cont(0.5) within group (order by p.est_monthly_units)
          filter (where p.est_units_method in ('badge', 'bsr')) as units,
        count(*) filter (where p.est_units_method = 'no_badge') as below_threshold,
        percentile_cont(0.5) within group (order by p.competition_score) as competition,
        percentile_cont(0.5) within group (order by p.opportunity_score) as opportunity
      from catalog_products p join catalog_categories c on c.id = p.category_id
      where p.marketplace = ${marketplace}
        and (c.path = ${category.path} or c.path like ${`${category.path}${PATH_SEPARATOR}%`})`);
    const agg = rows[0];
    if (!agg || Number(agg.n) === 0) continue;
    const price = num(agg.price);
    const local = price === null ? null : Math.round(price);
    // A listing without the badge sells fewer than 50 a month, not 0: only badge and rank estimates
    // enter the median (docs/toolkit.md "Multi-market analysis").
    const units = num(agg.units);
    return {
      ...none,
      source: 'category',
      listings: Number(agg.n),
      localPriceMinor: local,
      priceMinor: local === null ? null : convertMinor(local, currency, display, rates),
      demandPerMonth: units === null ? null : Math.round(units),
      demandKind: units !== null ? 'median' : Number(agg.below_threshold) > 0 ? 'belowThreshold' : null,
      competition:
        category.competition_score ??
        (num(agg.competition) === null ? null : Math.round(num(agg.competition) as number)),
      opportunity: num(agg.opportunity) === null ? null : Math.round(num(agg.opportunity) as number),
      categoryPath: category.path,
      // The fees of the category's median price, on its typical package (or the size range).
      economics: marketEconomics(
        estimateProductEconomics({
          marketplace,
          priceMinor: local,
          category: category.path,
          size: sizeInputOf({ categories: [{ stats: category.package_stats, name: category.name }] }),
          date: now,
          settings: fees.settings,
          rates: fees.rates,
        }),
        currency,
        display,
        rates,
      ),
    };
  }
  return none;
}

export async function getMultiMarket(o: {
  db: Db;
  userId: string;
  asin: string;
  marketplace: MarketplaceCode;
  currency?: CurrencyCode;
  rates: ExchangeRateTable;
  fees: SellerFeeView;
  now: Date;
}): Promise<MultiMarketAnalysis> {
  const { rows } = await o.db.execute<ProductResultRow>(sql`
    select ${PRODUCT_RESULT_COLUMNS} from catalog_products p ${productResultJoins(o.userId)}
    where p.asin = ${o.asin}`);
  const trends = await productTrends({ db: o.db, productIds: rows.map((r) => Number(r.id)) });
  const listed = new Map(
    rows.map((r) => [r.marketplace, toProductResult(r, trends.get(Number(r.id)) ?? null, o.now, o.fees)]),
  );
  const home = listed.get(o.marketplace);
  if (!home) throw new AppError('asin_not_in_catalog', 404, { asin: o.asin, marketplace: o.marketplace });
  const display = o.currency ?? MARKETPLACES[o.marketplace].currency;
  const names = [home.category, home.department].filter((n): n is string => !!n);
  const outcomes = await fetchOutcomes(o.db, o.asin);
  const out = await Promise.all(
    MARKETPLACE_CODES.map(async (m) => {
      const p = listed.get(m);
      if (p) return productRow(p, display, o.rates);
      const row = await categoryRow(o.db, m, names, display, o.rates, o.fees, o.now);
      return { ...row, note: outcomes.get(m) ?? null };
    }),
  );
  return {
    product: {
      asin: home.asin,
      title: home.title,
      marketplace: home.marketplace,
      category: home.categoryPath,
    },
    displayCurrency: display,
    rates: { date: o.rates.date, source: o.rates.source },
    rows: rankMarkets(out) as MultiMarketRow[],
    cost: costOf(o.fees),
  };
}
