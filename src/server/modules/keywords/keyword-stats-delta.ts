import type { CatalogSource } from '#domain/catalog/catalog-source.ts';
import {
  type KeywordLeader,
  type KeywordTotals,
  LEADERS_KEPT,
  LEADERS_READ,
} from './keyword-catalog-stats.ts';

/**
 * Bringing stored keyword totals up to date from the listings that changed since they were read
 * (ADR 101): each changed listing's contribution as it was (in the stored snapshot) is taken away
 * and its contribution now is added. Exact, or null when what was stored cannot say (the newest
 * observation or a leader left, and the next one is unknown): the keyword is then read again.
 */

/** A listing as a keyword's statistics see it. */
export interface MatchFacts {
  units: number | null;
  lower: boolean;
  source: CatalogSource | null;
  observedAt: Date;
  title: string;
  reviewCount: number | null;
  rating: number | null;
}

/** One changed listing: how it matched the keyword in the stored snapshot and now (null: no match). */
export interface ListingChange {
  id: number;
  was: MatchFacts | null;
  now: MatchFacts | null;
}

/** The leaders' order: units, then rating (both descending, missing last), then id. */
export function compareLeaders(a: KeywordLeader, b: KeywordLeader): number {
  const desc = (x: number | null, y: number | null) =>
    x === y ? 0 : x === null ? 1 : y === null ? -1 : y - x;
  return desc(a.units, b.units) || desc(a.rating, b.rating) || a.id - b.id;
}

/** The totals after the changes, or null when they cannot be known without reading the keyword. */
export function applyChanges(
  t: KeywordTotals,
  changes: ListingChange[],
  countOnly: boolean,
): KeywordTotals | null {
  const one = (f: MatchFacts | null) => (f ? 1 : 0);
  const matchCount = changes.reduce((n, c) => n + one(c.now) - one(c.was), t.matchCount);
  if (countOnly) return { ...t, matchCount };
  const sum = (f: (m: MatchFacts) => number) =>
    changes.reduce((n, c) => n + (c.now ? f(c.now) : 0) - (c.was ? f(c.was) : 0), 0);
  const sourceCounts = { ...t.sourceCounts };
  for (const c of changes) {
    if (c.was?.source) sourceCounts[c.was.source] = (sourceCounts[c.was.source] ?? 0) - 1;
    if (c.now?.source) sourceCounts[c.now.source] = (sourceCounts[c.now.source] ?? 0) + 1;
  }
  for (const s of Object.keys(sourceCounts) as CatalogSource[]) if (!sourceCounts[s]) delete sourceCounts[s];
  const newestAt = newest(t, changes, matchCount);
  const leaders = mergeLeaders(t, changes, matchCount);
  if (newestAt === undefined || leaders === null) return null;
  return {
    matchCount,
    summedUnits: t.summedUnits + sum((m) => m.units ?? 0),
    unknownSales: t.unknownSales + sum((m) => (m.units === null ? 1 : 0)),
    lowerBoundCount: t.lowerBoundCount + sum((m) => (m.lower ? 1 : 0)),
    sourceCounts,
    newestAt,
    leaders,
  };
}

/**
 * The newest observation (to the millisecond, as stored): undefined when a changed listing held
 * it and no listing now reaches it (the next newest is unknown).
 */
function newest(t: KeywordTotals, changes: ListingChange[], matchCount: number): Date | null | undefined {
  if (matchCount === 0) return null;
  const stored = t.newestAt?.getTime() ?? null;
  const now = Math.max(...changes.map((c) => c.now?.observedAt.getTime() ?? -Infinity));
  const held = stored !== null && changes.some((c) => c.was && c.was.observedAt.getTime() >= stored);
  if (stored === null) return Number.isFinite(now) ? new Date(now) : null;
  if (now >= stored) return new Date(now);
  return held ? undefined : new Date(stored);
}

/**
 * The stored leaders are an exact prefix of the order: without the changed listings they still
 * are; the changed listings that match now join them where they rank before the stored prefix's
 * end (past it, unknown listings may rank before them). Null when fewer than LEADERS_READ remain
 * while more listings match.
 */
function mergeLeaders(
  t: KeywordTotals,
  changes: ListingChange[],
  matchCount: number,
): KeywordLeader[] | null {
  const changed = new Set(changes.map((c) => c.id));
  const complete = t.leaders.length >= t.matchCount;
  const end = t.leaders.at(-1);
  const joining = changes
    .filter((c) => c.now)
    .map(
      (c): KeywordLeader => ({
        id: c.id,
        title: c.now?.title ?? '',
        units: c.now?.units ?? null,
        reviewCount: c.now?.reviewCount ?? null,
        rating: c.now?.rating ?? null,
      }),
    )
    .filter((l) => complete || !end || compareLeaders(l, end) < 0);
  const leaders = [...t.leaders.filter((l) => !changed.has(l.id)), ...joining]
    .sort(compareLeaders)
    .slice(0, LEADERS_KEPT);
  return leaders.length >= Math.min(LEADERS_READ, matchCount) ? leaders : null;
}
