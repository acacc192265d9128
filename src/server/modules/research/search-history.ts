import { desc, eq } from 'drizzle-orm';
import type { HistoryEntry } from '#contracts/research.ts';
import { minorUnitsOrNull } from '#domain/money.ts';
import type { Db } from '#server/db/client.ts';
import { keywordSearches, productSearches } from '#server/db/schema/index.ts';

export type { HistoryEntry };

/** The history page size per type (specification: 50 newest per type). */
export const HISTORY_LIMIT = 50;

export async function listSearchHistory(o: {
  db: Db;
  userId: string;
  type: 'all' | 'products' | 'keywords';
}): Promise<HistoryEntry[]> {
  const [products, keywords] = await Promise.all([
    o.type === 'keywords'
      ? []
      : o.db
          .select()
          .from(productSearches)
          .where(eq(productSearches.userId, o.userId))
          .orderBy(desc(productSearches.createdAt), desc(productSearches.id))
          .limit(HISTORY_LIMIT),
    o.type === 'products'
      ? []
      : o.db
          .select()
          .from(keywordSearches)
          .where(eq(keywordSearches.userId, o.userId))
          .orderBy(desc(keywordSearches.createdAt), desc(keywordSearches.id))
          .limit(HISTORY_LIMIT),
  ]);
  const entries: HistoryEntry[] = [
    ...products.map(
      (p): HistoryEntry => ({
        id: p.id,
        type: 'product',
        createdAt: p.createdAt.toISOString(),
        marketplace: p.marketplace,
        query: p.keyword,
        kind: 'products',
        category: p.category,
        resultCount: p.resultCount,
        productName: p.productName,
        asin: p.topAsin,
        priceCents: minorUnitsOrNull(p.priceCents),
        currency: p.currency,
        sales: p.estimatedSales,
        salesIsLowerBound: p.estimatedSalesIsLowerBound,
        score: p.opportunityScore,
        competitionLevel: null,
      }),
    ),
    ...keywords.map(
      (k): HistoryEntry => ({
        id: k.id,
        type: 'keyword',
        createdAt: k.createdAt.toISOString(),
        marketplace: k.marketplace,
        query: k.keyword,
        kind: k.kind,
        category: k.category,
        resultCount: k.resultCount,
        productName: null,
        asin: k.kind === 'asin' ? k.keyword : null,
        priceCents: null,
        currency: null,
        sales: k.searchVolume,
        salesIsLowerBound: k.searchVolumeIsLowerBound,
        score: k.difficultyScore,
        competitionLevel: k.competitionLevel,
      }),
    ),
  ];
  return entries.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

/**
 * Deletes all of the user's search history. Quota already used stays used: it is counted in the
 * separate usage_events ledger.
 */
export async function deleteSearchHistory(o: { db: Db; userId: string }): Promise<{ deleted: number }> {
  return o.db.transaction(async (tx) => {
    const a = await tx
      .delete(productSearches)
      .where(eq(productSearches.userId, o.userId))
      .returning({ id: productSearches.id });
    const b = await tx
      .delete(keywordSearches)
      .where(eq(keywordSearches.userId, o.userId))
      .returning({ id: keywordSearches.id });
    return { deleted: a.length + b.length };
  });
}
