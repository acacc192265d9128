import { and, eq } from 'drizzle-orm';
import type { KeywordAnalysisBody } from '#contracts/keywords.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { keywordSearches } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/app-error.ts';
import { keywordBrandAnalytics } from '#server/modules/brand-analytics/index.ts';
import { withQuota } from '#server/modules/usage/index.ts';
import {
  analyzeKeywords,
  type KeywordAnalysis,
  type KeywordRow,
  type ReadBudget,
} from './analyze-keywords.ts';
import { KeywordStatsWrites } from './keyword-stats-store.ts';

/**
 * How long a first analysis may spend reading related keywords never analysed before from the
 * catalog (ADR 103): on a large catalog most come back pending and the page reads the analysis
 * again (REREAD_BUDGET_MS each time) until none is; on a small one all fit. None when the seed was
 * found stored (ADR 106): its related keywords are stored with it, or wait for the page's re-read.
 */
export const FIRST_READ_BUDGET: ReadBudget = { seedRead: 100, seedStored: 0 };
/** The same for each read of an analysis already made (the page's polling while rows are pending). */
export const REREAD_BUDGET_MS = 1500;

/**
 * A user's keyword analysis (a keyword, or a competitor ASIN): counts one `keyword_search` and
 * writes the history row in the same transaction. A refused analysis (unknown ASIN…) counts nothing.
 * The keyword statistics it read are stored after that transaction (keyword-stats-store.ts).
 */
export async function runKeywordAnalysis(o: {
  db: Db;
  userId: string;
  body: KeywordAnalysisBody;
  now: Date;
  /** See `analyzeKeywords`; without it every related keyword is computed (the public API). */
  readBudgetMs?: number | ReadBudget;
}): Promise<KeywordAnalysis & { searchId: number }> {
  const writes = new KeywordStatsWrites();
  const result = await withQuota(
    { db: o.db, userId: o.userId, kind: 'keyword_search', now: o.now },
    async (tx) => {
      const analysis = await withBrandAnalytics(
        tx,
        o.userId,
        await analyzeKeywords({
          writes,
          db: tx,
          marketplace: o.body.marketplace,
          keyword: o.body.keyword,
          asin: o.body.asin,
          withBrands: o.body.withBrands,
          userId: o.userId,
          readBudgetMs: o.readBudgetMs,
        }),
      );
      const [row] = await tx
        .insert(keywordSearches)
        .values({
          userId: o.userId,
          createdAt: o.now,
          marketplace: o.body.marketplace,
          kind: analysis.kind,
          ...historyFigures(analysis, o.body.keyword),
        })
        .returning({ id: keywordSearches.id });
      return { ...analysis, searchId: row.id };
    },
  );
  await writes.flush(o.db);
  return result;
}

/** What the history row keeps of an analysis: its figures as shown, and the analysis for the export. */
function historyFigures(analysis: KeywordAnalysis, typed: string | undefined) {
  const top = analysis.seed ?? analysis.keywords[0] ?? null;
  return {
    keyword: analysis.product?.asin ?? top?.keyword ?? typed ?? '',
    category: analysis.product?.department ?? null,
    searchVolume: top?.estimatedDemand ?? null,
    searchVolumeIsLowerBound: top?.demandIsLowerBound ?? false,
    competitionLevel: top?.difficulty?.level ?? null,
    difficultyScore: top?.difficulty?.score ?? null,
    resultCount: analysis.keywords.length + (analysis.seed ? 1 : 0),
    results: analysis,
  };
}

/**
 * One of the user's analyses read again from the catalog (not counted): while its keyword's live
 * crawl lands, the page reads it every few seconds and the new listings appear. The history row
 * follows (its figures and the analysis its export returns). Someone else's analysis is a 404.
 */
export async function rereadKeywordAnalysis(o: {
  db: Db;
  userId: string;
  searchId: number;
}): Promise<KeywordAnalysis & { searchId: number }> {
  const row = await storedKeywordSearch(o);
  const writes = new KeywordStatsWrites();
  const asked =
    row.kind === 'asin' ? { asin: row.keyword, withBrands: row.withBrands } : { keyword: row.keyword };
  const analysis = await withBrandAnalytics(
    o.db,
    o.userId,
    await analyzeKeywords({
      writes,
      db: o.db,
      marketplace: row.marketplace,
      ...asked,
      userId: o.userId,
      readBudgetMs: REREAD_BUDGET_MS,
    }),
  );
  await o.db
    .update(keywordSearches)
    .set(historyFigures(analysis, row.keyword))
    .where(eq(keywordSearches.id, o.searchId));
  await writes.flush(o.db);
  return { ...analysis, searchId: o.searchId };
}

/** What one of the user's analyses asked; someone else's is a 404. */
export async function storedKeywordSearch(o: { db: Db; userId: string; searchId: number }) {
  const [row] = await o.db
    .select({
      marketplace: keywordSearches.marketplace,
      kind: keywordSearches.kind,
      keyword: keywordSearches.keyword,
      results: keywordSearches.results,
    })
    .from(keywordSearches)
    .where(and(eq(keywordSearches.id, o.searchId), eq(keywordSearches.userId, o.userId)));
  if (!row) throw new AppError('search_not_found', 404);
  const { results, ...asked } = row;
  return { ...asked, withBrands: !!(results as KeywordAnalysis | null)?.withBrands };
}

/**
 * The analysis with the user's Amazon Brand Analytics where they hold the keyword (real search
 * frequency rank, top clicked ASINs, query volume), and the state that says when they do not.
 */
async function withBrandAnalytics(
  tx: Tx | Db,
  userId: string,
  analysis: KeywordAnalysis,
): Promise<KeywordAnalysis> {
  const rows = [...(analysis.seed ? [analysis.seed] : []), ...analysis.keywords];
  const ba = await keywordBrandAnalytics({
    db: tx,
    userId,
    marketplace: analysis.marketplace,
    keywords: rows.map((r) => r.keyword),
  });
  const add = (r: KeywordRow): KeywordRow => ({ ...r, brandAnalytics: ba.byKeyword.get(r.keyword) ?? null });
  return {
    ...analysis,
    seed: analysis.seed ? add(analysis.seed) : null,
    keywords: analysis.keywords.map(add),
    brandAnalytics: ba.status,
  };
}

/** A stored analysis of the user (for its export); someone else's is a 404. */
export async function readKeywordAnalysis(o: {
  db: Db;
  userId: string;
  searchId: number;
}): Promise<KeywordAnalysis> {
  const [row] = await o.db
    .select({ results: keywordSearches.results })
    .from(keywordSearches)
    .where(and(eq(keywordSearches.id, o.searchId), eq(keywordSearches.userId, o.userId)));
  if (!row?.results) throw new AppError('search_not_found', 404);
  return row.results as KeywordAnalysis;
}
