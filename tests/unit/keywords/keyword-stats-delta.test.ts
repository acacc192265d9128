/**
 * ADR 101: stored keyword totals brought up to date from the listings that changed equal the totals
 * computed from scratch over the catalog after the changes, whenever the update gives an answer
 * (fast-check: random catalogs, random inserts, updates, unlistings and deletions).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOG_SOURCES } from '#domain/catalog/catalog-source.ts';
import {
  type KeywordLeader,
  type KeywordTotals,
  LEADERS_KEPT,
  LEADERS_READ,
} from '#server/modules/keywords/keyword-catalog-stats.ts';
import {
  applyChanges,
  compareLeaders,
  type ListingChange,
  type MatchFacts,
} from '#server/modules/keywords/keyword-stats-delta.ts';

type Listing = MatchFacts & { id: number; matches: boolean };

/** The full computation, as readKeyword does it in SQL. */
function fromScratch(listings: Listing[]): KeywordTotals {
  const m = listings.filter((l) => l.matches);
  const sourceCounts: KeywordTotals['sourceCounts'] = {};
  for (const l of m) if (l.source) sourceCounts[l.source] = (sourceCounts[l.source] ?? 0) + 1;
  const leaders: KeywordLeader[] = m
    .map((l) => ({ id: l.id, title: l.title, units: l.units, reviewCount: l.reviewCount, rating: l.rating }))
    .sort(compareLeaders)
    .slice(0, LEADERS_KEPT);
  return {
    matchCount: m.length,
    summedUnits: m.reduce((s, l) => s + (l.units ?? 0), 0),
    unknownSales: m.filter((l) => l.units === null).length,
    lowerBoundCount: m.filter((l) => l.lower).length,
    sourceCounts,
    newestAt: m.length ? new Date(Math.max(...m.map((l) => l.observedAt.getTime()))) : null,
    leaders,
  };
}

const facts = fc.record({
  matches: fc.integer({ min: 0, max: 3 }).map((n) => n > 0),
  units: fc.option(fc.integer({ min: 0, max: 40 }), { nil: null }),
  lower: fc.boolean(),
  source: fc.constantFrom(...CATALOG_SOURCES),
  observedAt: fc.integer({ min: 0, max: 2000 }).map((s) => new Date(1_700_000_000_000 + s * 1000)),
  title: fc.constantFrom('a', 'b'),
  reviewCount: fc.option(fc.integer({ min: 0, max: 9 }), { nil: null }),
  rating: fc.option(
    fc.integer({ min: 10, max: 50 }).map((r) => r / 10),
    { nil: null },
  ),
});

const asFacts = ({ id: _, matches: __, ...f }: Listing): MatchFacts => f;

describe('keyword totals brought up to date (ADR 101)', () => {
  it('equal the full computation after the changes, or say they cannot', () => {
    let answered = 0;
    fc.assert(
      fc.property(
        fc.oneof(fc.array(facts, { maxLength: 20 }), fc.array(facts, { minLength: 70, maxLength: 130 })),
        fc.array(fc.tuple(fc.nat(), fc.option(facts, { nil: null })), { maxLength: 20 }),
        fc.array(facts, { maxLength: 3 }),
        (catalog, edits, inserted) => {
          const before: Listing[] = catalog.map((f, i) => ({ ...f, id: i + 1 }));
          const after = new Map(before.map((l) => [l.id, l]));
          const changes = new Map<number, ListingChange>();
          const was = (l: Listing | undefined) => (l?.matches ? asFacts(l) : null);
          for (const [at, next] of edits) {
            if (!before.length) break;
            const id = before[at % before.length].id;
            if (next) after.set(id, { ...next, id });
            else after.delete(id);
          }
          for (const [i, f] of inserted.entries()) {
            const id = before.length + 1 + i;
            after.set(id, { ...f, id });
          }
          for (const [id, l] of after)
            if (before[id - 1] !== l) changes.set(id, { id, was: was(before[id - 1]), now: was(l) });
          for (const l of before)
            if (!after.has(l.id)) changes.set(l.id, { id: l.id, was: was(l), now: null });
          const updated = applyChanges(fromScratch(before), [...changes.values()], false);
          if (updated === null) return;
          answered++;
          const { leaders, ...totals } = fromScratch([...after.values()]);
          expect({ ...updated, leaders: [] }).toEqual({ ...totals, leaders: [] });
          // The leaders: an exact prefix of the order, long enough for an analysis.
          expect(updated.leaders).toEqual(leaders.slice(0, updated.leaders.length));
          expect(updated.leaders.length).toBeGreaterThanOrEqual(Math.min(LEADERS_READ, totals.matchCount));
        },
      ),
      { numRuns: 400 },
    );
    // Most updates are answered without reading the keyword again.
    expect(answered).toBeGreaterThan(200);
  }, 60_000);
});
