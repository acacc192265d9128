import { desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { keywordSearches, productSearches } from '#server/db/schema/index.ts';

/** One line of the history panel (and of its CSV / JSON export). */
export interface HistoryEntry {
  id: number;
  type: 'product' | 'keyword';
  createdAt: string;
  marketplace: string;
  /** Product searches: the keyword searched (null = all products); keyword rows: the keyword or ASIN. */
  query: string | null;
  /** Keyword rows: 'keyword' or 'asin'. */
  kind: 'products' | 'keyword' | 'asin';
  category: string | null;
  resultCount: number;
  /** Product searches: the best-scored result. */
  productName: string | null;
  asin: string | null;
  priceCents: number | null;
  currency: string | null;
  /** Product rows: estimated monthly units of the best result; keyword rows: estimated demand. */
  sales: number | null;
  /** The sales figure is a lower bound (badge figures): shown "N+". */
  salesIsLowerBound: boolean;
  /** Product rows: its opportunity score; keyword rows: the difficulty score. */
  score: number | null;
  competitionLevel: string | null;
}

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
        priceCents: p.priceCents,
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
