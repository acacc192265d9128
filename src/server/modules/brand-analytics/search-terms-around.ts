import { and, asc, inArray, sql } from 'drizzle-orm';
import { keywordLanguage, textMatchesKeyword } from '#domain/keywords/word-forms.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import { brandAnalyticsSearchTerms } from '#server/db/schema/index.ts';
import type { Tx } from '#server/modules/usage/index.ts';
import { latestReports } from './keyword-brand-analytics.ts';

/**
 * The search terms of the user's newest Brand Analytics week that hold every word of a keyword
 * ("yoga mat" → "yoga mat for women", "thick yoga mat"), most searched first: real searches around
 * a seed, for keyword research's related keywords.
 */
export async function searchTermsAround(o: {
  db: Db | Tx;
  userId: string;
  marketplace: MarketplaceCode;
  keyword: string;
  limit: number;
}): Promise<string[]> {
  const latest = await latestReports(o.db, o);
  const words = o.keyword.split(' ').filter((w) => w.length > 1);
  if (!latest.searchTerms || words.length === 0) return [];
  const rows = await o.db
    .select({
      term: brandAnalyticsSearchTerms.searchTerm,
      rank: sql<number>`min(${brandAnalyticsSearchTerms.searchFrequencyRank})`,
    })
    .from(brandAnalyticsSearchTerms)
    .where(
      and(
        inArray(brandAnalyticsSearchTerms.reportId, latest.searchTerms.ids),
        ...words.map(
          (w) => sql`${brandAnalyticsSearchTerms.searchTerm} like ${`%${w.replace(/[%_\\]/g, '')}%`}`,
        ),
      ),
    )
    .groupBy(brandAnalyticsSearchTerms.searchTerm)
    .orderBy(asc(sql`min(${brandAnalyticsSearchTerms.searchFrequencyRank})`))
    .limit(o.limit * 4);
  const lang = keywordLanguage(o.marketplace);
  return rows
    .map((r) => r.term)
    .filter((t) => t !== o.keyword && textMatchesKeyword(t, o.keyword, lang))
    .slice(0, o.limit);
}
