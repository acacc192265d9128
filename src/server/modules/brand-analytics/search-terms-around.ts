import { and, asc, gte, inArray, lt, sql } from 'drizzle-orm';
import { keywordLanguage, textMatchesKeyword } from '#domain/keywords/word-forms.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { brandAnalyticsSearchTerms } from '#server/db/schema/index.ts';
import { latestReports } from './keyword-brand-analytics.ts';
import { normalizeTerm } from './store-brand-analytics.ts';

/**
 * The search terms of the user's newest Brand Analytics week that begin with a keyword ("yoga mat"
 * → "yoga mat for women", "yoga mat thick"), most searched first: real searches around a seed, for
 * keyword research's related keywords. A week holds millions of terms: the prefix is read through
 * the terms' index (a range on `search_term`), never by scanning the week.
 */
export async function searchTermsAround(o: {
  db: Db | Tx;
  userId: string;
  marketplace: MarketplaceCode;
  keyword: string;
  limit: number;
}): Promise<string[]> {
  const latest = await latestReports(o.db, o);
  const prefix = `${normalizeTerm(o.keyword)} `;
  if (!latest.searchTerms || prefix.trim().length < 2) return [];
  const rows = await o.db
    .select({ term: brandAnalyticsSearchTerms.searchTerm })
    .from(brandAnalyticsSearchTerms)
    .where(
      and(
        inArray(brandAnalyticsSearchTerms.reportId, latest.searchTerms.ids),
        gte(brandAnalyticsSearchTerms.searchTerm, prefix),
        lt(brandAnalyticsSearchTerms.searchTerm, `${prefix}\u{10FFFF}`),
      ),
    )
    .groupBy(brandAnalyticsSearchTerms.searchTerm)
    .orderBy(asc(sql`min(${brandAnalyticsSearchTerms.searchFrequencyRank})`))
    .limit(o.limit * 4);
  const lang = keywordLanguage(o.marketplace);
  return rows
    .map((r) => r.term)
    .filter((t) => t.startsWith(prefix) && textMatchesKeyword(t, o.keyword, lang))
    .slice(0, o.limit);
}
