import { and, asc, eq, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';
import {
  account,
  adminAuditLog,
  aiCalls,
  alertPreferences,
  amazonConnections,
  apiKeys,
  brandAnalyticsQueryPerformance,
  brandAnalyticsReports,
  brandAnalyticsStatus,
  catalogProductSizes,
  catalogProductSnapshots,
  catalogProducts,
  keywordRankObservations,
  marketRequests,
  marketSourceUsage,
  observationHolds,
  outbox,
  searchQueryPerformanceRows,
  session,
  sourcingPreferences,
  trustedObservers,
  usageEvents,
} from '#server/db/schema/index.ts';
import type { ExportSection } from './export-files.ts';

type OwnedTable = PgTable & { userId: PgColumn };

const columnsOf = (table: PgTable) => Object.keys(getTableColumns(table));

const rowsOf = (name: string, columns: string[], rows: Record<string, unknown>[]): ExportSection => ({
  name,
  columns,
  rows,
});

const OBSERVATION_COLUMNS = [
  'marketplace',
  'asin',
  'title',
  'observedAt',
  'shared',
  'currency',
  'priceCents',
  'listPriceCents',
  'bestSellersRank',
  'rating',
  'reviewCount',
  'boughtLastMonth',
];

/**
 * The account's settings, sign-ins and activity (sections beside those of collectAccountData):
 * sign-in methods and sessions, API keys, usage and AI requests, notification preferences and
 * sourcing rules, the browser's observations, sizes read and keyword ranks, the Amazon connection and what it
 * fetched, market-data use, e-mails and, for an administrator, their console actions. Secret
 * columns (hashes, tokens) are left out of every file by zipExport.
 */
export async function collectAccountActivity(
  db: Db,
  userId: string,
  email: string,
): Promise<ExportSection[]> {
  const signIns = await db
    .select({
      providerId: account.providerId,
      accountId: account.accountId,
      createdAt: account.createdAt,
      updatedAt: account.updatedAt,
    })
    .from(account)
    .where(eq(account.userId, userId));
  const sessions = await db
    .select({
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(eq(session.userId, userId))
    .orderBy(asc(session.createdAt));
  const keys = await db
    .select({
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(asc(apiKeys.createdAt));
  const own = async (name: string, table: OwnedTable) =>
    rowsOf(
      name,
      columnsOf(table),
      await db
        .select()
        .from(table)
        .where(eq(table.userId, userId) as SQL),
    );
  const observations = await db
    .select({
      marketplace: catalogProducts.marketplace,
      asin: catalogProducts.asin,
      title: catalogProducts.title,
      observedAt: catalogProductSnapshots.observedAt,
      shared: sql<boolean>`${catalogProductSnapshots.privateTo} is null`,
      currency: catalogProductSnapshots.currency,
      priceCents: catalogProductSnapshots.priceCents,
      listPriceCents: catalogProductSnapshots.listPriceCents,
      bestSellersRank: catalogProductSnapshots.bestSellersRank,
      rating: catalogProductSnapshots.rating,
      reviewCount: catalogProductSnapshots.reviewCount,
      boughtLastMonth: catalogProductSnapshots.boughtLastMonth,
    })
    .from(catalogProductSnapshots)
    .innerJoin(catalogProducts, eq(catalogProducts.id, catalogProductSnapshots.productId))
    .where(
      or(
        eq(catalogProductSnapshots.privateTo, userId),
        and(eq(catalogProductSnapshots.source, 'browser'), eq(catalogProductSnapshots.sourceRef, userId)),
      ),
    )
    .orderBy(asc(catalogProductSnapshots.observedAt));
  const sizes = await db
    .select({
      marketplace: catalogProducts.marketplace,
      asin: catalogProducts.asin,
      kind: catalogProductSizes.kind,
      lengthCm: catalogProductSizes.lengthCm,
      widthCm: catalogProductSizes.widthCm,
      heightCm: catalogProductSizes.heightCm,
      weightG: catalogProductSizes.weightG,
      label: catalogProductSizes.label,
      observedAt: catalogProductSizes.observedAt,
      shared: sql<boolean>`${catalogProductSizes.privateTo} is null`,
    })
    .from(catalogProductSizes)
    .innerJoin(catalogProducts, eq(catalogProducts.id, catalogProductSizes.productId))
    .where(or(eq(catalogProductSizes.privateTo, userId), eq(catalogProductSizes.sourceRef, userId)))
    .orderBy(asc(catalogProductSizes.observedAt));
  const ranks = await db
    .select({
      marketplace: catalogProducts.marketplace,
      asin: catalogProducts.asin,
      keyword: keywordRankObservations.keyword,
      observedAt: keywordRankObservations.observedAt,
      page: keywordRankObservations.page,
      organicPosition: keywordRankObservations.organicPosition,
      sponsoredPosition: keywordRankObservations.sponsoredPosition,
    })
    .from(keywordRankObservations)
    .innerJoin(catalogProducts, eq(catalogProducts.id, keywordRankObservations.productId))
    .where(eq(keywordRankObservations.userId, userId))
    .orderBy(asc(keywordRankObservations.observedAt));
  const reports = await db
    .select()
    .from(brandAnalyticsReports)
    .where(eq(brandAnalyticsReports.userId, userId));
  const queryPerformance = reports.length
    ? await db
        .select()
        .from(brandAnalyticsQueryPerformance)
        .where(
          inArray(
            brandAnalyticsQueryPerformance.reportId,
            reports.map((r) => r.id),
          ),
        )
    : [];
  const requests = await db.select().from(marketRequests).where(eq(marketRequests.requestedBy, userId));
  const mails = await db
    .select({ subject: outbox.subject, createdAt: outbox.createdAt })
    .from(outbox)
    .where(sql`lower(${outbox.to}) = lower(${email})`)
    .orderBy(asc(outbox.createdAt));
  const adminActions = await db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.actorId, userId))
    .orderBy(asc(adminAuditLog.createdAt));
  return [
    rowsOf('sign-in-methods', ['providerId', 'accountId', 'createdAt', 'updatedAt'], signIns),
    rowsOf('sessions', ['createdAt', 'updatedAt', 'expiresAt', 'ipAddress', 'userAgent'], sessions),
    rowsOf('api-keys', ['name', 'prefix', 'createdAt', 'lastUsedAt', 'revokedAt'], keys),
    await own('usage', usageEvents),
    await own('ai-requests', aiCalls),
    await own('notification-preferences', alertPreferences),
    await own('sourcing-rules', sourcingPreferences),
    rowsOf('observations', OBSERVATION_COLUMNS, observations),
    await own('observations-held-back', observationHolds),
    rowsOf(
      'observed-sizes',
      [
        'marketplace',
        'asin',
        'kind',
        'lengthCm',
        'widthCm',
        'heightCm',
        'weightG',
        'label',
        'observedAt',
        'shared',
      ],
      sizes,
    ),
    await own('trusted-observer', trustedObservers),
    rowsOf(
      'keyword-ranks',
      ['marketplace', 'asin', 'keyword', 'observedAt', 'page', 'organicPosition', 'sponsoredPosition'],
      ranks,
    ),
    await own('amazon-connections', amazonConnections),
    rowsOf('brand-analytics-reports', columnsOf(brandAnalyticsReports), reports),
    await own('brand-analytics-status', brandAnalyticsStatus),
    rowsOf('brand-analytics-query-performance', columnsOf(brandAnalyticsQueryPerformance), queryPerformance),
    await own('search-query-performance', searchQueryPerformanceRows),
    await own('market-data-usage', marketSourceUsage),
    rowsOf('market-requests', columnsOf(marketRequests), requests),
    rowsOf('e-mails', ['subject', 'createdAt'], mails),
    rowsOf('admin-actions', columnsOf(adminAuditLog), adminActions),
  ];
}
