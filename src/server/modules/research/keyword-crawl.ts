import { sql } from 'drizzle-orm';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import {
  currentMarketRequest,
  type MarketDataDeps,
  type MarketRequestDeps,
  type MarketRequestView,
  requestMarketData,
} from '#server/modules/market-data/index.ts';
import { exactWordsQuery } from './text-query.ts';

const DAY_MS = 86_400_000;

/** Listed matches of a keyword observed within MARKET_DATA_FRESH_DAYS, counted up to `cap`. */
async function currentMatches(
  deps: MarketDataDeps,
  o: { marketplace: MarketplaceCode; query: string; cap: number },
): Promise<number> {
  const since = new Date(deps.now().getTime() - deps.env.MARKET_DATA_FRESH_DAYS * DAY_MS);
  const { rows } = await deps.database.db.execute<{ n: number }>(sql`
    select count(*)::int as n from (
      select 1 from catalog_products p
      where p.marketplace = ${o.marketplace} and p.listed and p.observed_at > ${since}
        and p.search_vector @@ to_tsquery(scout_text_config(${o.marketplace}), scout_unaccent(${o.query}))
      limit ${o.cap}) t`);
  return Number(rows[0]?.n ?? 0);
}

/**
 * The live crawl behind a keyword search (docs/market-data.md "Live research"). `start` (a new,
 * counted search): when the catalog holds fewer current matches than MARKET_DATA_MIN_RESULTS and a
 * source can search, a crawl is queued, or the one queued, running or fresh is shared. Without
 * `start` (another page of the same search, the page polling): the current crawl, if any. No source
 * is called here: the crawl runs as background work.
 */
export async function keywordCrawl(
  deps: MarketRequestDeps,
  o: { marketplace: MarketplaceCode; keyword: string | null | undefined; userId: string; start: boolean },
): Promise<MarketRequestView | null> {
  const keyword = o.keyword?.trim();
  const query = keyword ? exactWordsQuery(keyword) : null;
  if (!keyword || !query) return null;
  const subject = { kind: 'keyword' as const, marketplace: o.marketplace, subject: keyword };
  if (!o.start) return currentMarketRequest(deps, subject);
  const enough =
    (await currentMatches(deps, { ...o, query, cap: deps.env.MARKET_DATA_MIN_RESULTS })) >=
    deps.env.MARKET_DATA_MIN_RESULTS;
  if (enough) return currentMarketRequest(deps, subject);
  return requestMarketData(deps, { ...subject, userId: o.userId });
}
