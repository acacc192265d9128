import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { keywordRankObservations } from '#server/db/schema/index.ts';
import type { SqlRow } from '#server/db/sql-row.ts';
import { getTrackedProduct } from './list-tracked-products.ts';

export interface KeywordRankPoint {
  observedAt: string;
  page: number;
  organicPosition: number | null;
  sponsoredPosition: number | null;
}

export interface KeywordRankSeries {
  keyword: string;
  points: KeywordRankPoint[];
}

/** Most points returned (the newest), across keywords. */
export const KEYWORD_RANK_MAX_POINTS = 2000;

/**
 * A tracked product's positions in Amazon's search results per keyword, oldest first, as the
 * user's browser extension saw them (and other users' while observations are shared). Keywords
 * seen most recently first.
 */
export async function getKeywordRanks(o: {
  db: Db;
  userId: string;
  id: string;
  since?: Date;
}): Promise<{ keywords: KeywordRankSeries[] }> {
  const item = await getTrackedProduct(o);
  const { rows } = await o.db.execute<
    SqlRow<
      typeof keywordRankObservations,
      'keyword' | 'observedAt' | 'page' | 'organicPosition' | 'sponsoredPosition'
    >
  >(sql`
    select keyword, observed_at, page, organic_position, sponsored_position from keyword_rank_observations
    where product_id = ${item.productId} and (user_id = ${o.userId} or shared)
      ${o.since ? sql`and observed_at >= ${o.since}` : sql``}
    order by observed_at desc, id desc limit ${KEYWORD_RANK_MAX_POINTS}`);
  const series = new Map<string, KeywordRankPoint[]>();
  for (const r of rows) {
    const points = series.get(r.keyword) ?? [];
    points.push({
      observedAt: new Date(r.observed_at).toISOString(),
      page: r.page,
      organicPosition: r.organic_position,
      sponsoredPosition: r.sponsored_position,
    });
    series.set(r.keyword, points);
  }
  return { keywords: [...series].map(([keyword, points]) => ({ keyword, points: points.reverse() })) };
}
