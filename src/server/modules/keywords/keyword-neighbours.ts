import { sql } from 'drizzle-orm';
import { keywordLanguage, textMatchesKeyword } from '#domain/keywords/word-forms.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db, Tx } from '#server/db/client.ts';
import type { keywordRankObservations } from '#server/db/schema/index.ts';
import type { SqlRow } from '#server/db/sql-row.ts';
import { searchTermsAround } from '#server/modules/brand-analytics/index.ts';
import type { KeywordFrom } from './keyword-rows.ts';

/** How many related keywords each source beyond the titles may add. */
const PER_SOURCE = 10;

/**
 * Searches captured by the browser extension (keyword rank observations: the user's own, and those
 * shared with everyone) in which the seed's best sellers appeared and that hold every word of the
 * seed, most observed first. Read by product (the observations' index), not by scanning them all.
 */
async function capturedSearchesAround(o: {
  db: Db | Tx;
  userId: string | null;
  keyword: string;
  marketplace: MarketplaceCode;
  productIds: number[];
}): Promise<string[]> {
  const words = o.keyword.split(' ').filter((w) => w.length > 1);
  if (words.length === 0 || o.productIds.length === 0) return [];
  const { rows } = await o.db.execute<SqlRow<typeof keywordRankObservations, 'keyword'>>(sql`
    select lower(o.keyword) as keyword from keyword_rank_observations o
    where o.product_id = any(${sql.param(o.productIds)}::bigint[])
      and (o.shared ${o.userId ? sql`or o.user_id = ${o.userId}` : sql``})
      ${sql.join(
        words.map((w) => sql`and lower(o.keyword) like ${`%${w.replace(/[%_\\]/g, '')}%`}`),
        sql` `,
      )}
    group by lower(o.keyword) order by count(*) desc, lower(o.keyword) limit ${PER_SOURCE * 4}`);
  const lang = keywordLanguage(o.marketplace);
  return rows
    .map((r) => r.keyword.replace(/\s+/g, ' ').trim())
    .filter((k) => k !== o.keyword && textMatchesKeyword(k, o.keyword, lang))
    .slice(0, PER_SOURCE);
}

/**
 * Related keywords known around a seed besides its best sellers' titles: the user's Brand Analytics
 * search terms that begin with it, then searches captured by the extension on its best sellers that
 * hold it. Each says where it was found.
 */
export async function keywordsAround(o: {
  db: Db | Tx;
  userId: string | null;
  marketplace: MarketplaceCode;
  keyword: string;
  /** The seed's best sellers (the captured searches they appeared in). */
  productIds: number[];
}): Promise<{ keyword: string; from: KeywordFrom }[]> {
  const ba = o.userId ? await searchTermsAround({ ...o, userId: o.userId, limit: PER_SOURCE }) : [];
  const captured = await capturedSearchesAround(o);
  return [
    ...ba.map((keyword) => ({ keyword, from: 'brandAnalytics' as const })),
    ...captured.map((keyword) => ({ keyword, from: 'captured' as const })),
  ];
}

/**
 * Relevance of a phrase found around a seed (not in its titles): the share of the phrase's words
 * that are the seed's, so that "yoga mat" → "thick yoga mat" (67) ranks above "yoga mat for women
 * with strap" (50).
 */
export function aroundRelevance(seed: string, phrase: string): number {
  const seedWords = new Set(seed.split(' '));
  const words = phrase.split(' ').filter((w) => w.length > 1);
  return words.length ? Math.round((100 * words.filter((w) => seedWords.has(w)).length) / words.length) : 0;
}
