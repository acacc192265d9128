import { sql } from 'drizzle-orm';
import type { EstimatesBody } from '#contracts/observations.ts';
import { type CompetitionLevel, levelOfScore } from '#domain/estimators/competition.ts';
import type { ProductEconomics } from '#domain/estimators/margin.ts';
import {
  estimateMonthlyRevenue,
  type RevenueEstimate,
  type UnitsEstimate,
} from '#domain/estimators/monthly-units.ts';
import type { OpportunityEstimate } from '#domain/estimators/opportunity.ts';
import { estimateProductEconomics } from '#domain/estimators/product-economics.ts';
import type { SizeInput } from '#domain/fees/size-basis.ts';
import { isStale } from '#domain/figure-origin.ts';
import { convertMinor } from '#domain/market/exchange-rates.ts';
import { type CurrencyCode, MARKETPLACES, type MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import type { catalogCategories, catalogProductSnapshots, catalogProducts } from '#server/db/schema/index.ts';
import type { LeftJoined, SqlRow } from '#server/db/sql-row.ts';
import {
  computeProductMetrics,
  findRootCategories,
  observedSizeJoins,
  PRODUCT_SIZE_COLUMNS,
  type ProductSizeRow,
  sizeInputOfRow,
} from '#server/modules/catalog/index.ts';
import type { SellerFeeView } from '#server/modules/fees/index.ts';
import { marketplaceCurves, type SalesInputs, salesInputs } from './sales-inputs.ts';

type Item = EstimatesBody['items'][number];

/** A figure with where it comes from: the page the user is looking at, or a catalog source and date. */
export interface Sourced<T> {
  value: T;
  source: string;
  observedAt: string;
}

/** A price the page showed in another currency, converted at Scout's exchange rates (which, of when). */
export interface ConvertedPrice {
  currency: CurrencyCode;
  amountMinor: number;
  ratesDate: string;
  ratesSource: string;
}

export interface ProductEstimate {
  asin: string;
  /** null: the catalog does not know the ASIN (the figures come from the page alone). */
  productId: number | null;
  trackedId: string | null;
  inputs: {
    price: (Sourced<number> & { converted?: ConvertedPrice }) | null;
    boughtPastMonth: Sourced<number> | null;
    bestSellersRank: Sourced<number> | null;
    category: Sourced<string> | null;
    rating: Sourced<number> | null;
    reviewCount: Sourced<number> | null;
  };
  units: UnitsEstimate;
  revenue: RevenueEstimate;
  /** Amazon's fees and what they leave for this seller; margin with their cost or cost assumption. */
  economics: ProductEconomics | null;
  competition: { score: number; level: CompetitionLevel } | null;
  opportunity: OpportunityEstimate;
  history?: {
    currency: string;
    points: {
      observedAt: string;
      source: string;
      priceCents: number | null;
      bestSellersRank: number | null;
    }[];
  };
}

type Row = ProductSizeRow &
  SqlRow<
    typeof catalogProducts,
    | 'id'
    | 'asin'
    | 'source'
    | 'observedAt'
    | 'priceCents'
    | 'boughtLastMonth'
    | 'bestSellersRank'
    | 'rating'
    | 'reviewCount'
    | 'departmentId'
  > &
  LeftJoined<SqlRow<typeof catalogCategories, 'salesCurve' | 'salesPairsSample'>> & {
    category_name: string | null;
    category_path: string | null;
    niche_competition: number | null;
    niche_rating: number | null;
    tracked_id: string | null;
    /** Timestamps come back as text from a hand-written statement (db/sql-row.ts). */
    own_observed_at: string | null;
    own_price_cents: number | null;
    own_bought: number | null;
    own_rank: number | null;
    own_rating: number | null;
    own_reviews: number | null;
    own_unit_cost_minor: number | null;
  };

const iso = (d: string) => new Date(d).toISOString();

/**
 * Scout's figures for products seen on an Amazon page (POST /api/v1/estimates): what the page
 * shows wins, then the catalog's shared values, then the caller's own latest browser observation;
 * each input says where it comes from. The estimates are the catalog's (computeProductMetrics,
 * src/domain/estimators), so the extension follows any change to them.
 */
export async function estimateProducts(o: {
  db: Db;
  userId: string;
  body: EstimatesBody;
  now: Date;
  fees: SellerFeeView;
}): Promise<ProductEstimate[]> {
  const { marketplace, items } = o.body;
  const asins = [...new Set(items.map((i) => i.asin))];
  const { rows } = await o.db.execute<Row>(sql`
    select p.id, p.asin, p.source, p.observed_at, p.price_cents, p.bought_last_month, p.best_sellers_rank,
      p.rating, p.review_count, c.name as category_name, c.path as category_path,
      c.competition_score as niche_competition, c.top_average_rating as niche_rating,
      p.department_id, d.sales_curve, d.sales_pairs_sample, t.id as tracked_id,
      own.observed_at as own_observed_at, own.price_cents as own_price_cents, own.bought_last_month as own_bought,
      own.best_sellers_rank as own_rank, own.rating as own_rating, own.review_count as own_reviews,
      pc.unit_cost_minor as own_unit_cost_minor, ${PRODUCT_SIZE_COLUMNS}
    from catalog_products p
    left join catalog_categories c on c.id = p.category_id
    left join catalog_categories d on d.id = p.department_id
    left join tracked_products t on t.product_id = p.id and t.user_id = ${o.userId}
    left join product_costs pc on pc.user_id = ${o.userId} and pc.marketplace = p.marketplace and pc.asin = p.asin
    left join lateral (
      select s.observed_at, s.price_cents, s.bought_last_month, s.best_sellers_rank, s.rating, s.review_count
      from catalog_product_snapshots s where s.product_id = p.id and s.private_to = ${o.userId}
      order by s.observed_at desc limit 1
    ) own on true
    ${observedSizeJoins(o.userId)}
    where p.marketplace = ${marketplace} and p.asin = any(${sql.param(asins)}::text[])`);
  const byAsin = new Map(rows.map((r) => [r.asin, r]));
  const pageCategories = items.flatMap((i) => (i.category ? [i.category] : []));
  const pageDepartments = await findRootCategories(o.db, marketplace, pageCategories);
  const curves = await marketplaceCurves(o.db, marketplace);
  const out = items.map((item) => {
    const r = byAsin.get(item.asin) ?? null;
    return estimateOne(marketplace, item, r, salesInputs(item, r, pageDepartments, curves), o.now, o.fees);
  });
  if (o.body.history && out.length === 1 && out[0].productId !== null)
    out[0].history = await visibleHistory(o.db, out[0].productId, o.userId, o.now);
  return out;
}

function pick<T>(
  page: T | undefined,
  now: Date,
  catalog: [T | null, string, string] | null,
  own: [T | null, string | null],
): Sourced<T> | null {
  if (page !== undefined) return { value: page, source: 'page', observedAt: now.toISOString() };
  if (catalog && catalog[0] !== null)
    return { value: catalog[0], source: catalog[1], observedAt: iso(catalog[2]) };
  if (own[0] !== null && own[1]) return { value: own[0], source: 'browser', observedAt: iso(own[1]) };
  return null;
}

/**
 * "No badge" (0) says only that the badge was absent when that page was read: an old reading is no
 * evidence of this month's sales (a page without badges, such as a best-seller list, would
 * otherwise show a 2023 "fewer than 50" as today's). A badge itself stays, with its date: it was a
 * lower bound of a real month.
 */
function withoutStaleAbsence(badge: Sourced<number> | null, now: Date): Sourced<number> | null {
  return badge && badge.value === 0 && badge.source !== 'page' && isStale(badge.observedAt, now)
    ? null
    : badge;
}

/**
 * A price the page showed only in another currency (Amazon's currency converter, for a visitor from
 * abroad) converted back to the marketplace's at Scout's dated exchange rates: today's price, within
 * the converter's margin (a few per cent), preferred to a stored price of another day; labelled so.
 */
function convertedPrice(
  shown: NonNullable<Item['shownPrice']>,
  marketplace: MarketplaceCode,
  now: Date,
  fees: SellerFeeView,
  /** 'page_offer': other sellers' lowest offer, the page showing no featured offer. */
  source: 'page' | 'page_offer' = 'page',
): ProductEstimate['inputs']['price'] {
  const to = MARKETPLACES[marketplace].currency;
  if (shown.currency === to) return { value: shown.amountMinor, source, observedAt: now.toISOString() };
  return {
    value: convertMinor(shown.amountMinor, shown.currency, to, fees.rates),
    source: `${source}_converted`,
    observedAt: now.toISOString(),
    converted: {
      currency: shown.currency,
      amountMinor: shown.amountMinor,
      ratesDate: fees.rates.date,
      ratesSource: fees.rates.source,
    },
  };
}

function estimateOne(
  marketplace: MarketplaceCode,
  item: Item,
  r: Row | null,
  sales: SalesInputs,
  now: Date,
  fees: SellerFeeView,
): ProductEstimate {
  const cat = <T>(v: T | null | undefined): [T | null, string, string] | null =>
    r ? [v ?? null, r.source, r.observed_at] : null;
  const own = <T>(v: T | null | undefined): [T | null, string | null] => [
    v ?? null,
    r?.own_observed_at ?? null,
  ];
  const price =
    item.priceCents === undefined && item.shownPrice
      ? convertedPrice(item.shownPrice, marketplace, now, fees)
      : pick(item.priceCents, now, cat(r?.price_cents), own(r?.own_price_cents));
  const inputs: ProductEstimate['inputs'] = {
    // No price known (the page shows no featured offer): other sellers' lowest offer, labelled so.
    price:
      price ??
      (item.offerPrice ? convertedPrice(item.offerPrice, marketplace, now, fees, 'page_offer') : null),
    boughtPastMonth: withoutStaleAbsence(
      pick(item.boughtPastMonth, now, cat(r?.bought_last_month), own(r?.own_bought)),
      now,
    ),
    bestSellersRank: pick(item.bestSellersRank, now, cat(r?.best_sellers_rank), own(r?.own_rank)),
    category: pick(r?.category_path ? undefined : item.category, now, cat(r?.category_path), [null, null]),
    rating: pick(item.rating, now, cat(r?.rating), own(r?.own_rating)),
    reviewCount: pick(item.reviewCount, now, cat(r?.review_count), own(r?.own_reviews)),
  };
  const priceCents = inputs.price?.value ?? null;
  // The catalog's category path (mapped to fee categories) is preferred; the page's department
  // name is the fallback for products the catalog has no category for.
  const categoryPath = r?.category_path ?? inputs.category?.value ?? null;
  const size = sizeOf(item, r);
  const metrics = computeProductMetrics(
    {
      marketplace,
      priceCents,
      boughtLastMonth: inputs.boughtPastMonth?.value ?? null,
      bestSellersRank: inputs.bestSellersRank?.value ?? null,
      categoryPath,
      ...sales,
      competitionScore: r?.niche_competition ?? null,
      leadersAverageRating: r?.niche_rating ?? null,
      size,
    },
    now,
  );
  const economics = estimateProductEconomics({
    marketplace,
    priceMinor: priceCents,
    category: categoryPath,
    size,
    date: now,
    settings: fees.settings,
    ownUnitCostMinor: r?.own_unit_cost_minor ?? null,
    rates: fees.rates,
  });
  return {
    asin: item.asin,
    productId: r ? Number(r.id) : null,
    trackedId: r?.tracked_id ?? null,
    inputs,
    units: metrics.units,
    revenue: estimateMonthlyRevenue(metrics.units, priceCents),
    economics,
    competition:
      r?.niche_competition == null
        ? null
        : { score: r.niche_competition, level: levelOfScore(r.niche_competition) },
    opportunity: metrics.opportunity,
  };
}

/**
 * The size behind the FBA fee: the page's package dimensions, else the catalog's package, else the
 * page's item dimensions (with the packaging allowance), else the catalog's item size or its
 * category's typical package or range (size-basis.ts).
 */
function sizeOf(item: Item, r: Row | null): SizeInput {
  const d = item.dimensions;
  const fromPage = d?.weightOz ? { sidesIn: d.sidesIn, unitWeightOz: d.weightOz } : null;
  if (fromPage && d?.of === 'package') return { basis: 'package', source: 'page', package: fromPage };
  const catalog = r ? sizeInputOfRow(r) : sizeInputOfRow(NO_SIZE);
  if (catalog.basis === 'package') return catalog;
  if (fromPage) return { basis: 'item', source: 'page', item: fromPage };
  return catalog;
}

const NO_SIZE: ProductSizeRow = {
  package_length_mm: null,
  package_width_mm: null,
  package_height_mm: null,
  package_weight_g: null,
  package_source: null,
  item_length_mm: null,
  item_width_mm: null,
  item_height_mm: null,
  item_weight_g: null,
  size_category_name: null,
  category_package_stats: null,
  size_department_name: null,
  department_package_stats: null,
  seen_package_length_cm: null,
  seen_package_width_cm: null,
  seen_package_height_cm: null,
  seen_package_weight_g: null,
  seen_package_observed_at: null,
  seen_item_length_cm: null,
  seen_item_width_cm: null,
  seen_item_height_cm: null,
  seen_item_weight_g: null,
  seen_item_observed_at: null,
};

/** Price and rank points of the last 180 days that the caller can see (shared and their own). */
async function visibleHistory(db: Db, productId: number, userId: string, now: Date) {
  const since = new Date(now.getTime() - 180 * 24 * 3600_000);
  const { rows } = await db.execute<
    SqlRow<
      typeof catalogProductSnapshots,
      'observedAt' | 'source' | 'currency' | 'priceCents' | 'bestSellersRank'
    >
  >(sql`
    select observed_at, source, currency, price_cents, best_sellers_rank from catalog_product_snapshots
    where product_id = ${productId} and (private_to is null or private_to = ${userId}) and observed_at >= ${since}
      and (price_cents is not null or best_sellers_rank is not null)
    order by observed_at desc limit 500`);
  return {
    currency: rows[0]?.currency ?? '',
    points: rows.reverse().map((p) => ({
      observedAt: iso(p.observed_at),
      source: p.source,
      priceCents: p.price_cents,
      bestSellersRank: p.best_sellers_rank,
    })),
  };
}
