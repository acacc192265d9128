/**
 * Multi-market analysis of a selected product (elite; docs/toolkit.md "Multi-market analysis"):
 * for each of the 8 marketplaces, the same ASIN's catalog estimates when it is listed there, else the
 * medians of the listings of its category there (matched by name), else "no data". Prices converted
 * with the dated exchange-rate table; sorted by opportunity, highest first.
 */
import { sql } from 'drizzle-orm';
import { unitsFigure } from '#domain/estimators/monthly-units.ts';
import { convertMinor, type ExchangeRateTable } from '#domain/market/exchange-rates.ts';
import { type MarketRow, rankMarkets } from '#domain/market/multi-market.ts';
import {
  type CurrencyCode,
  MARKETPLACE_CODES,
  MARKETPLACES,
  type MarketplaceCode,
} from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import { PATH_SEPARATOR } from '#server/modules/catalog/index.ts';
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
}

/**
 * The outcome of the latest fetch of the ASIN per marketplace (docs/market-data.md "Live
 * research"): done with nothing stored = the sources do not list it there; failed = they could not say.
 */
async function fetchOutcomes(db: Db, asin: string): Promise<Map<string, 'notSold' | 'notEnoughData'>> {
  const { rows } = await db.execute<{ marketplace: string; state: string; stored: number }>(sql`
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
}

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
  };
}

async function categoryRow(
  db: Db,
  marketplace: MarketplaceCode,
  names: string[],
  display: CurrencyCode,
  rates: ExchangeRateTable,
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
  };
  for (const name of names) {
    const { rows: found } = await db.execute<{ path: string; competition_score: number | null }>(sql`
      select path, competition_score from catalog_categories
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
  now: Date;
}): Promise<MultiMarketAnalysis> {
  const { rows } = await o.db.execute<ProductResultRow>(sql`
    select ${PRODUCT_RESULT_COLUMNS} from catalog_products p ${productResultJoins(o.userId)}
    where p.asin = ${o.asin}`);
  const trends = await productTrends({ db: o.db, productIds: rows.map((r) => Number(r.id)) });
  const listed = new Map(
    rows.map((r) => [r.marketplace, toProductResult(r, trends.get(Number(r.id)) ?? null, o.now)]),
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
      const row = await categoryRow(o.db, m, names, display, o.rates);
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
  };
}
