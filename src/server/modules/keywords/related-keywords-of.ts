import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import { analyzeKeywords } from './analyze-keywords.ts';

/**
 * The related keywords a keyword analysis shows for a keyword (most relevant first), without their
 * figures: the seed is read (or found stored), the related keywords are not computed (ADR 103), so
 * this costs one keyword lookup. For tools that only need the phrases (the listing optimizer's
 * backend search terms).
 */
export async function relatedKeywordsOf(o: {
  db: Db;
  marketplace: MarketplaceCode;
  keyword: string;
}): Promise<string[]> {
  if (!o.keyword.trim()) return [];
  const analysis = await analyzeKeywords({ ...o, readBudgetMs: 0 });
  return analysis.keywords.map((k) => k.keyword);
}
