import { GENERIC_CATALOG_SHARE, GENERIC_SHARE_MIN_CATALOG } from '#domain/keywords/generic-words.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { BrandAnalyticsState } from '#server/modules/brand-analytics/index.ts';
import { aroundRelevance, keywordsAround } from './keyword-neighbours.ts';
import {
  type KeywordFrom,
  type KeywordRow,
  keywordRows,
  NO_STATS,
  pendingRow,
  statsOf,
} from './keyword-rows.ts';
import { KeywordStatsWrites } from './keyword-stats-store.ts';
import { relatedKeywords } from './related-keywords.ts';
import { reverseAsin } from './reverse-asin.ts';
import { type SeedListing, seedListings } from './seed-listings.ts';

export type { KeywordRow };

export interface KeywordAnalysis {
  kind: 'keyword' | 'asin';
  marketplace: MarketplaceCode;
  /** The seed: the keyword typed, or the product analysed. */
  seed: KeywordRow | null;
  product: { asin: string; title: string; category: string | null; department: string | null } | null;
  /** The seed's best-selling listings (keyword analysis). */
  seedListings?: SeedListing[];
  /** The seed matches fewer than FEW_LISTINGS listings: the catalog is too small to say more. */
  fewListings?: boolean;
  /** Competitor listings the keywords were drawn from (reverse ASIN). */
  competitorCount: number;
  /** Reverse ASIN: whether brand names and model numbers were asked for. */
  withBrands?: boolean;
  keywords: KeywordRow[];
  /** Whether the user's Brand Analytics back the rows, or why not (runKeywordAnalysis adds it). */
  brandAnalytics?: BrandAnalyticsState;
}

/**
 * Below this many matching listings the catalog is too small to say more than the seed's own row
 * and its listings (the page says so): no top 10 to read, few titles to share phrases.
 */
export const FEW_LISTINGS = 10;

interface AnalysisInput {
  db: Db | Tx;
  marketplace: MarketplaceCode;
  keyword?: string;
  asin?: string;
  /** Reverse ASIN: keep brand names and model numbers among the phrases. */
  withBrands?: boolean;
  /** The asker (their Brand Analytics and captured searches add related keywords). */
  userId?: string;
  /**
   * Where the statistics read from the catalog are kept until the caller stores them, after its
   * transaction (keyword-stats-store.ts). Without it they are stored through `db` before returning.
   */
  writes?: KeywordStatsWrites;
  /**
   * Related keywords that must be read from the catalog in full are read only while the analysis
   * has run less than this; the others come back `pending` (ADR 103). Without it, all are read.
   * As a pair: `seedStored` when the seed's statistics were found stored (a first analysis then
   * reads nothing but the seed's lookup: ADR 106), `seedRead` when the seed was read.
   */
  readBudgetMs?: number | ReadBudget;
}

export interface ReadBudget {
  seedStored: number;
  seedRead: number;
}

/**
 * Keyword research on the catalog (docs/estimators.md "Keyword statistics"). A keyword: its own
 * statistics, then related phrases from the titles of its best-selling matches. An ASIN (reverse
 * ASIN): phrases from the product's title and its closest competitors' titles, ranked by relevance.
 * Statistics come from the store when current (ADR 100): the answer is the full computation's.
 */
export async function analyzeKeywords(o: AnalysisInput): Promise<KeywordAnalysis> {
  const writes = o.writes ?? new KeywordStatsWrites();
  const now = performance.now();
  const budget =
    typeof o.readBudgetMs === 'number'
      ? { seedStored: o.readBudgetMs, seedRead: o.readBudgetMs }
      : o.readBudgetMs;
  const analysis = await analyze({
    ...o,
    writes,
    readUntil: budget && now + budget.seedRead,
    storedSeedReadUntil: budget && now + budget.seedStored,
  });
  if (!o.writes) await writes.flush(o.db);
  return analysis;
}

export type Reading = AnalysisInput & {
  writes: KeywordStatsWrites;
  readUntil?: number;
  storedSeedReadUntil?: number;
  withRelated?: boolean;
};

async function analyze(o: Reading): Promise<KeywordAnalysis> {
  if (o.asin !== undefined)
    return reverseAsin({ ...o, asin: o.asin, withBrands: o.withBrands, readUntil: undefined });
  const keyword = normalizeKeyword(o.keyword ?? '');
  if (!keyword) throw new AppError('keyword_required', 400);
  // The seed is always read: its leaders give the related keywords. Its lookup also brings the
  // stored rows of the related keywords stored with it, and the listed count (ADR 106).
  const seed = await statsOf({ ...o, readUntil: undefined, withRelated: true }, [keyword]).then(
    (s) => s[0] ?? NO_STATS,
  );
  const titles = seed.leaders.map((l) => l.title);
  const { related: fromTitles, counts } = relatedKeywords(keyword, titles, o.marketplace);
  // Around the titles: the user's Brand Analytics search terms and searches captured by the extension.
  const productIds = seed.leaders.map((l) => l.id);
  const around = (await keywordsAround({ ...o, userId: o.userId ?? null, keyword, productIds })).filter(
    (a) => !fromTitles.includes(a.keyword),
  );
  const from = new Map<string, KeywordFrom>([
    ...fromTitles.map((k) => [k, 'titles'] as const),
    ...around.map((a) => [a.keyword, a.from] as const),
  ]);
  const candidates = [...fromTitles, ...new Set(around.map((a) => a.keyword))];
  // A seed found stored: related keywords not stored wait for the next read (ADR 106).
  const readUntil = o.writes.readInFull(o.marketplace, keyword) ? o.readUntil : o.storedSeedReadUntil;
  const { rows, listed } = await keywordRows({ ...o, readUntil }, [keyword, ...candidates], (k) =>
    k === keyword
      ? 100
      : from.get(k) === 'titles'
        ? Math.round((100 * (counts.get(k) ?? 0)) / Math.max(1, titles.length))
        : aroundRelevance(keyword, k),
  );
  // Whether a single word is too common depends on the listed count: unknown, such rows wait too.
  const tooCommon = tooCommonInCatalog(listed ?? 0);
  const known = (k: KeywordRow) =>
    listed === null && !k.pending && !k.keyword.includes(' ')
      ? { ...pendingRow(k.keyword), relevance: k.relevance }
      : k;
  return {
    kind: 'keyword',
    marketplace: o.marketplace,
    seed: rows[0],
    seedListings: await seedListings(
      o.db,
      seed.leaders.map((l) => l.id),
    ),
    fewListings: seed.stats.matchCount < FEW_LISTINGS,
    product: null,
    competitorCount: 0,
    keywords: rows
      .slice(1)
      .map(known)
      .map((k) => ({ ...k, from: from.get(k.keyword) }))
      .filter((k) => !tooCommon(k))
      .sort((a, b) => b.relevance - a.relevance || b.estimatedDemand - a.estimatedDemand),
  };
}

/**
 * A single word matching more than GENERIC_CATALOG_SHARE of the marketplace's listings ("black",
 * "steel") says nothing of a niche: not a related keyword. Not applied to small catalogs.
 */
function tooCommonInCatalog(listed: number) {
  return (k: KeywordRow) =>
    !k.pending &&
    listed >= GENERIC_SHARE_MIN_CATALOG &&
    !k.keyword.includes(' ') &&
    k.matchCount > GENERIC_CATALOG_SHARE * listed;
}

export const normalizeKeyword = (k: string) => k.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 120);
