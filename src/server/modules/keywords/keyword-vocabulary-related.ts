import { sql } from 'drizzle-orm';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import type { keywordStats } from '#server/db/schema/index.ts';
import type { SqlRow } from '#server/db/sql-row.ts';
import { exactWordsQuery } from '#server/modules/research/index.ts';
import { readKeyword, type SnapshotTotals } from './keyword-catalog-stats.ts';
import { storeTotals } from './keyword-stats-store.ts';
import { VOCABULARY_MIN_LISTINGS } from './keyword-vocabulary.ts';

/** Related keywords read per batch (stored together, in one statement). */
const BATCH = 20;

/**
 * Stores the statistics of the related keywords of frequent words (ADR 106) that are not stored
 * yet: the phrases an analysis of the word shows (`keyword_stats.related`), broadest words first,
 * each read from the catalog as an analysis reads it, until `until` (a `performance.now()`
 * deadline) or `signal`. A frequent word: a stored single word matching at least `minListings`
 * listings (the vocabulary's threshold), so that the words this stores do not make the work grow
 * from word to word. With `words`, only theirs. A first analysis of such a word is then a lookup
 * of stored rows, which ADR 100/101 keep current. Returns how many were stored.
 */
export async function storeVocabularyRelated(o: {
  db: Db;
  marketplace: MarketplaceCode;
  until: number;
  signal?: AbortSignal;
  words?: string[];
  minListings?: number;
}): Promise<number> {
  const tried = new Set<string>();
  let stored = 0;
  while (performance.now() < o.until && !o.signal?.aborted) {
    const { rows } = await o.db.execute<SqlRow<typeof keywordStats, 'keyword'>>(sql`
      select r.keyword from keyword_stats s
        cross join lateral unnest(s.related) with ordinality r(keyword, i)
      where s.marketplace = ${o.marketplace} and s.keyword <> '' and s.keyword not like '% %'
        ${
          o.words
            ? sql`and s.keyword = any(array(select jsonb_array_elements_text(${JSON.stringify(o.words)}::jsonb)))`
            : sql`and s.match_count >= ${o.minListings ?? VOCABULARY_MIN_LISTINGS}`
        }
        and not exists (select 1 from keyword_stats t where t.marketplace = s.marketplace and t.keyword = r.keyword)
        ${tried.size ? sql`and r.keyword <> all(array(select jsonb_array_elements_text(${JSON.stringify([...tried])}::jsonb)))` : sql``}
      order by s.match_count desc, s.keyword, r.i
      limit ${BATCH}`);
    const keywords = [...new Set(rows.map((r) => r.keyword))];
    if (keywords.length === 0) break;
    const read = new Map<string, SnapshotTotals>();
    for (const keyword of keywords) {
      tried.add(keyword);
      if (!exactWordsQuery(keyword)) continue;
      read.set(keyword, await readKeyword(o.db, o.marketplace, keyword));
      if (performance.now() >= o.until || o.signal?.aborted) break;
    }
    await storeTotals(o.db, o.marketplace, read);
    stored += read.size;
  }
  return stored;
}
