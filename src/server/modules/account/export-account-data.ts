import { and, asc, eq, getTableColumns, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';
import {
  aiDocuments,
  alertNotifications,
  appReviews,
  catalogProductSnapshots,
  catalogProducts,
  checkouts,
  feeSettings,
  inventoryForecasts,
  keywordFavourites,
  keywordSearches,
  multiCriteriaAlerts,
  opportunityScans,
  priceAlerts,
  productCosts,
  productFavourites,
  productSearches,
  profiles,
  promoCodes,
  promoRedemptions,
  sellerAccountTraffic,
  sellerAsinTraffic,
  sellerImports,
  sellerInventory,
  sellerOrders,
  subscriptions,
  trackedProducts,
  user,
} from '#server/db/schema/index.ts';
import { collectAccountActivity } from './collect-account-activity.ts';
import { type ExportSection, zipExport } from './export-files.ts';

type OwnedTable = PgTable & { userId: PgColumn };

/** The products a user points at (favourites, tracking), named by marketplace, ASIN and title. */
const productColumns = {
  marketplace: catalogProducts.marketplace,
  asin: catalogProducts.asin,
  title: catalogProducts.title,
};

const section = (name: string, rows: Record<string, unknown>[], columns?: string[]): ExportSection => ({
  name,
  columns: columns ?? Object.keys(rows[0] ?? {}),
  rows,
});

/**
 * Everything Scout holds about the account, one section per kind of data: profile, searches,
 * favourites, tracked products and their price/rank history, alerts, seller reports, reviews,
 * billing (subscription, payments and plan changes, promo codes used), costs, toolkit results,
 * AI documents, and the settings, sign-ins and activity of collectAccountActivity. Catalog data shared by every user is not the user's and is not exported, except the
 * history of the products they track.
 */
export async function collectAccountData(db: Db, userId: string): Promise<ExportSection[]> {
  const mine = <T extends OwnedTable>(table: T) => eq(table.userId, userId) as SQL;
  const own = async (name: string, table: OwnedTable) => {
    const rows = await db.select().from(table).where(mine(table));
    return { name, columns: Object.keys(getTableColumns(table)), rows } satisfies ExportSection;
  };
  const profile = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
      companyName: profiles.companyName,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId));
  const tracked = await db
    .select({
      ...productColumns,
      productId: trackedProducts.productId,
      trackedSince: trackedProducts.createdAt,
    })
    .from(trackedProducts)
    .innerJoin(catalogProducts, eq(catalogProducts.id, trackedProducts.productId))
    .where(eq(trackedProducts.userId, userId))
    .orderBy(asc(trackedProducts.createdAt));
  const trackedIds = tracked.map((t) => t.productId);
  const history = trackedIds.length
    ? await db
        .select({
          ...productColumns,
          observedAt: catalogProductSnapshots.observedAt,
          source: catalogProductSnapshots.source,
          currency: catalogProductSnapshots.currency,
          priceCents: catalogProductSnapshots.priceCents,
          bestSellersRank: catalogProductSnapshots.bestSellersRank,
          rating: catalogProductSnapshots.rating,
          reviewCount: catalogProductSnapshots.reviewCount,
          offerCount: catalogProductSnapshots.offerCount,
          inStock: catalogProductSnapshots.inStock,
        })
        .from(catalogProductSnapshots)
        .innerJoin(catalogProducts, eq(catalogProducts.id, catalogProductSnapshots.productId))
        .where(
          and(
            inArray(catalogProductSnapshots.productId, trackedIds),
            or(isNull(catalogProductSnapshots.privateTo), eq(catalogProductSnapshots.privateTo, userId)),
          ),
        )
        .orderBy(asc(catalogProductSnapshots.productId), asc(catalogProductSnapshots.observedAt))
    : [];
  const favourites = await db
    .select({ ...productColumns, createdAt: productFavourites.createdAt })
    .from(productFavourites)
    .innerJoin(catalogProducts, eq(catalogProducts.id, productFavourites.productId))
    .where(eq(productFavourites.userId, userId));
  const promoCodesUsed = await db
    .select({ code: promoCodes.code, redeemedAt: promoRedemptions.redeemedAt })
    .from(promoRedemptions)
    .innerJoin(promoCodes, eq(promoCodes.id, promoRedemptions.promoCodeId))
    .where(eq(promoRedemptions.userId, userId));
  return [
    section('profile', profile),
    await own('product-searches', productSearches),
    await own('keyword-searches', keywordSearches),
    section('favourite-products', favourites, ['marketplace', 'asin', 'title', 'createdAt']),
    await own('favourite-keywords', keywordFavourites),
    section('tracked-products', tracked, ['marketplace', 'asin', 'title', 'productId', 'trackedSince']),
    section('tracked-products-history', history, [
      'marketplace',
      'asin',
      'title',
      'observedAt',
      'source',
      'currency',
      'priceCents',
      'bestSellersRank',
      'rating',
      'reviewCount',
      'offerCount',
      'inStock',
    ]),
    await own('price-alerts', priceAlerts),
    await own('multi-criteria-alerts', multiCriteriaAlerts),
    await own('alert-notifications', alertNotifications),
    await own('seller-report-imports', sellerImports),
    await own('seller-asin-traffic', sellerAsinTraffic),
    await own('seller-account-traffic', sellerAccountTraffic),
    await own('seller-orders', sellerOrders),
    await own('seller-inventory', sellerInventory),
    await own('product-costs', productCosts),
    await own('fee-settings', feeSettings),
    await own('review', appReviews),
    await own('subscription', subscriptions),
    await own('billing-history', checkouts),
    section('promo-codes-used', promoCodesUsed, ['code', 'redeemedAt']),
    await own('inventory-forecasts', inventoryForecasts),
    await own('opportunity-scans', opportunityScans),
    await own('ai-documents', aiDocuments),
    ...(profile[0] ? await collectAccountActivity(db, userId, profile[0].email) : []),
  ];
}

const README = (exportedAt: Date) =>
  [
    `Scout: export of your account's data, ${exportedAt.toISOString()}.`,
    '',
    'Each kind of data is in two files with the same content: <name>.json and <name>.csv (UTF-8).',
    'Amounts ending in "Cents" or "Minor" are in the smallest unit of their currency (cents).',
    'Dates are in UTC (ISO 8601). API key hashes and connection tokens are not exported.',
    '',
  ].join('\n');

/** The zip of the account's data, as the file to download. */
export async function exportAccountData({ db, userId, now }: { db: Db; userId: string; now: Date }) {
  const sections = await collectAccountData(db, userId);
  return zipExport(sections, { exportedAt: now, readme: README(now) });
}
