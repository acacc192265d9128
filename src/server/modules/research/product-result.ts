import { type SQL, sql } from 'drizzle-orm';
import {
  COMPETITION_LEVEL_SCORE,
  type CompetitionLevel,
  levelOfScore,
} from '#domain/estimators/competition.ts';
import type { ProductEconomics } from '#domain/estimators/margin.ts';
import {
  estimateMonthlyRevenue,
  type RevenueEstimate,
  type SalesCurve,
  type UnitsEstimate,
} from '#domain/estimators/monthly-units.ts';
import type { OpportunityEstimate } from '#domain/estimators/opportunity.ts';
import { estimateProductEconomics } from '#domain/estimators/product-economics.ts';
import type { TrendEstimate } from '#domain/estimators/trend.ts';
import type { SourcingFlag } from '#domain/market/sourcing-rules.ts';
import type { CurrencyCode, MarketplaceCode } from '#domain/marketplaces.ts';
import type { CatalogSource, catalogCategories, catalogProducts } from '#server/db/schema/index.ts';
import type { LeftJoined, SqlRow } from '#server/db/sql-row.ts';
import {
  computeProductMetrics,
  OTHER_CURVES_SQL,
  observedSizeJoins,
  PRODUCT_SIZE_COLUMNS,
  type ProductSizeRow,
  sizeInputOfRow,
} from '#server/modules/catalog/index.ts';
import type { SellerFeeView } from '#server/modules/fees/index.ts';

/** A product as the research pages and the API show it: catalog facts plus explained estimates. */
export interface ProductResult {
  id: number;
  marketplace: MarketplaceCode;
  asin: string;
  title: string;
  brand: string | null;
  imageUrl: string | null;
  productUrl: string | null;
  category: string | null;
  categoryPath: string | null;
  department: string | null;
  currency: CurrencyCode;
  priceCents: number | null;
  listPriceCents: number | null;
  rating: number | null;
  reviewCount: number | null;
  isBestSeller: boolean;
  bestSellersRank: number | null;
  source: CatalogSource;
  observedAt: string;
  /** Estimates (src/domain/estimators), each with the inputs it used. */
  units: UnitsEstimate;
  revenue: RevenueEstimate;
  /** Amazon's fees and what they leave for this seller; margin with their cost or cost assumption. */
  economics: ProductEconomics | null;
  competition: {
    score: number;
    level: CompetitionLevel;
    levelScore: number;
    listingCount: number;
    /** Whether listingCount is a source's report of the niche's size or only the catalog's listings. */
    sizeBasis: 'reported' | 'catalog';
    leadersMedianReviews: number | null;
    leadersAverageRating: number | null;
  } | null;
  opportunity: OpportunityEstimate;
  trend: TrendEstimate | null;
  /** The niche's leading brand by share of its known revenue (sourcing rule "dominant brand"). */
  nicheTopBrand: { brand: string; share: number } | null;
  isFavourite: boolean;
  /** The sourcing rules that flag it for the seller who asked (research results and the product dialog). */
  sourcingFlags?: SourcingFlag[];
}

/** The select list behind ProductResult (alias p = catalog_products, c = category, d = department). */
export const PRODUCT_RESULT_COLUMNS = sql`p.id, p.marketplace, p.asin, p.title, p.brand, p.image_url, p.product_url,
  p.currency, p.price_cents, p.list_price_cents, p.rating, p.review_count, p.bought_last_month, p.best_sellers_rank,
  p.is_best_seller, p.source, p.observed_at, c.name as category_name, c.path as category_path,
  d.name as department_name, c.competition_score as niche_competition, c.top_average_rating as niche_rating,
  c.top_median_reviews as niche_reviews, c.listing_count as niche_listings, c.reported_listing_count as niche_reported, c.top_brand as niche_top_brand,
  c.top_brand_share as niche_top_brand_share, d.sales_curve, d.sales_pairs_sample, ${OTHER_CURVES_SQL},
  (f.user_id is not null) as is_favourite, pc.unit_cost_minor as own_unit_cost_minor, ${PRODUCT_SIZE_COLUMNS}`;

/**
 * The joins behind ProductResult; `f` tells whether the user starred the product, `pc` is the cost
 * the user entered for it (product costs), which their margin then uses.
 */
export const productResultJoins = (userId: string | null): SQL => sql`
  left join catalog_categories c on c.id = p.category_id
  left join catalog_categories d on d.id = p.department_id
  left join product_favourites f on f.product_id = p.id and f.user_id = ${userId ?? ''}
  left join product_costs pc on pc.user_id = ${userId ?? ''} and pc.marketplace = p.marketplace and pc.asin = p.asin
  ${observedSizeJoins(userId)}`;

/** What PRODUCT_RESULT_COLUMNS selects: the product's columns as stored, then its joins' (renamed). */
export type ProductResultRow = ProductSizeRow &
  SqlRow<
    typeof catalogProducts,
    | 'id'
    | 'marketplace'
    | 'asin'
    | 'title'
    | 'brand'
    | 'imageUrl'
    | 'productUrl'
    | 'currency'
    | 'priceCents'
    | 'listPriceCents'
    | 'rating'
    | 'reviewCount'
    | 'boughtLastMonth'
    | 'bestSellersRank'
    | 'isBestSeller'
    | 'source'
    | 'observedAt'
  > &
  LeftJoined<SqlRow<typeof catalogCategories, 'salesCurve' | 'salesPairsSample'>> & {
    category_name: string | null;
    category_path: string | null;
    department_name: string | null;
    niche_competition: number | null;
    niche_rating: number | null;
    niche_reviews: number | null;
    niche_listings: number | null;
    niche_reported: number | null;
    niche_top_brand: string | null;
    niche_top_brand_share: number | null;
    other_curves: SalesCurve[] | null;
    is_favourite: boolean;
    own_unit_cost_minor: number | null;
  };

export function toProductResult(
  r: ProductResultRow,
  trend: TrendEstimate | null,
  now: Date,
  fees: SellerFeeView,
): ProductResult {
  const size = sizeInputOfRow(r);
  const m = computeProductMetrics(
    {
      marketplace: r.marketplace,
      priceCents: r.price_cents,
      boughtLastMonth: r.bought_last_month,
      bestSellersRank: r.best_sellers_rank,
      categoryPath: r.category_path,
      curve: r.sales_curve,
      nearby: r.sales_pairs_sample,
      otherCurves: r.other_curves,
      competitionScore: r.niche_competition,
      leadersAverageRating: r.niche_rating,
      size,
    },
    now,
  );
  const economics = estimateProductEconomics({
    marketplace: r.marketplace,
    priceMinor: r.price_cents,
    category: r.category_path,
    size,
    date: now,
    settings: fees.settings,
    ownUnitCostMinor: r.own_unit_cost_minor,
    rates: fees.rates,
  });
  const level = r.niche_competition === null ? null : levelOfScore(r.niche_competition);
  return {
    id: Number(r.id),
    marketplace: r.marketplace,
    asin: r.asin,
    title: r.title,
    brand: r.brand,
    imageUrl: r.image_url,
    productUrl: r.product_url,
    category: r.category_name,
    categoryPath: r.category_path,
    department: r.department_name,
    currency: r.currency,
    priceCents: r.price_cents,
    listPriceCents: r.list_price_cents,
    rating: r.rating,
    reviewCount: r.review_count,
    isBestSeller: r.is_best_seller,
    bestSellersRank: r.best_sellers_rank,
    source: r.source,
    observedAt: new Date(r.observed_at).toISOString(),
    units: m.units,
    revenue: estimateMonthlyRevenue(m.units, r.price_cents),
    economics,
    competition:
      level === null
        ? null
        : {
            score: r.niche_competition as number,
            level,
            levelScore: COMPETITION_LEVEL_SCORE[level],
            listingCount: Math.max(r.niche_reported ?? 0, r.niche_listings ?? 0),
            sizeBasis: r.niche_reported === null ? 'catalog' : 'reported',
            leadersMedianReviews: r.niche_reviews,
            leadersAverageRating: r.niche_rating,
          },
    opportunity: m.opportunity,
    trend,
    nicheTopBrand:
      r.niche_top_brand && r.niche_top_brand_share !== null
        ? { brand: r.niche_top_brand, share: r.niche_top_brand_share }
        : null,
    isFavourite: !!r.is_favourite,
  };
}
