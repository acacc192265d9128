import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 31: a panel shows its query's loading, failure and emptiness through `QueryStates`
 * (`src/client/components/ui/query-states.tsx`), so a failure is announced the same way
 * (role="alert") everywhere and no panel waits on a skeleton forever when its query fails.
 * The signal is a `<Skeleton` written in a feature or a route (QueryStates draws its own, from
 * `skeletonClassName`): it is allowed only as a Suspense `fallback` (a lazily loaded piece, not a
 * query). The files that
 * still draw one by hand are listed here with the reason; a new one, or a listed one that no longer
 * does, fails this test.
 */
const HAND_DRAWN_SKELETONS: Record<string, string> = {
  // The search results' placeholder (a grid of product cards), shown while the search mutation runs
  // and as a Suspense fallback.
  'src/client/features/research/components/results-skeleton.tsx': 'the search results placeholder itself',
  // Figures inside cards whose labels stay visible while the numbers load (and a failure replaces
  // the whole grid): one skeleton per figure, not one state for a panel.
  'src/client/features/dashboard/components/stat-cards.tsx': 'per-figure placeholders in labelled cards',
  'src/client/features/admin/components/admin-stats-cards.tsx': 'per-figure placeholders in labelled cards',
  // Plan gating, not a query's content: the skeleton holds the place until the plan is known.
  'src/client/features/toolkit/components/roi-calculator-panel.tsx': 'waits for the plan to pick the form',
  'src/client/features/api-keys/components/api-access-card.tsx': 'waits for the plan to pick the card',
  'src/client/features/api-keys/components/api-keys-section.tsx':
    'waits for the plan and the keys together to choose between the locked card and the panel',
  // A mutation's result being computed (the analysis runs on submit), not a query read.
  'src/client/routes/keyword-research.tsx': "the analysis mutation's pending result",
  // The greeting's heading placeholder; the page's panels each say their own failures.
  'src/client/routes/dashboard.tsx': "the greeting's heading while the profile loads",
  // The public reviews list (a public page): a muted "unavailable" notice on failure, not an alarm,
  // and a labelled role="status" while loading.
  'src/client/features/reviews/components/public-review-list.tsx':
    'public page: a soft "unavailable" notice rather than an alert',
};

const root = path.resolve(import.meta.dirname, '../../..');
const files = ['src/client/features', 'src/client/routes'].flatMap((dir) =>
  fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
    .map((file) => `${dir}/${file}`),
);
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The end of the `{…}` expression that opens at `start`, braces balanced. */
function closingBrace(source: string, start: number): number {
  let depth = 0;
  for (let i = start; i < source.length; i++) {
    if (source[i] === '{') depth++;
    else if (source[i] === '}' && --depth === 0) return i;
  }
  return source.length - 1;
}

/** The source without the skeletons it may draw: Suspense's `fallback={…}`. */
function withoutAllowedSkeletons(source: string): string {
  let out = source;
  const fallback = /\bfallback=\{/g;
  for (let match = fallback.exec(out); match; match = fallback.exec(out)) {
    const open = match.index + match[0].length - 1;
    out = out.slice(0, open) + out.slice(closingBrace(out, open) + 1);
    fallback.lastIndex = match.index;
  }
  return out;
}

const handDrawn = (file: string) => withoutAllowedSkeletons(read(file)).includes('<Skeleton');

/**
 * A spinner drawn by hand for a query's loading (`q.isPending && <Spinner …/>`, `q.isLoading ? (<Spinner`):
 * QueryStates draws the loading state. A spinner for something else (a translation running, an
 * order waiting for its payment's confirmation) is not tied to `isPending`/`isLoading` this way.
 */
const handSpinner = (source: string) => /\.is(?:Pending|Loading)\s*(?:&&|\?)\s*\(?\s*<Spinner\b/.test(source);

describe('one way to show a query (issue 31)', () => {
  it('finds the features and routes, and the panels on QueryStates', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => read(file).includes('<QueryStates')).length).toBeGreaterThan(30);
  });

  it('tells an allowed skeleton from a hand-drawn one', () => {
    const allowed = `<QueryStates query={q} skeletonClassName={['h-8', 'h-24']} loadError="x">
      <Suspense fallback={<div>{[1].map(() => <Skeleton />)}</div>}><Chart /></Suspense></QueryStates>`;
    expect(withoutAllowedSkeletons(allowed)).not.toContain('<Skeleton');
    expect(withoutAllowedSkeletons('{q.isPending ? <Skeleton className="h-8" /> : <List />}')).toContain(
      '<Skeleton',
    );
  });

  it("tells a query's hand-drawn spinner from another spinner", () => {
    expect(handSpinner("{checkout.isPending && <Spinner label={t('loading')} />}")).toBe(true);
    expect(handSpinner('{q.isLoading ? (\n  <Spinner />\n) : <List />}')).toBe(true);
    expect(handSpinner("{order.status === 'open' && <Spinner label={t('loading')} />}")).toBe(false);
  });

  it("draws a query's spinner only through QueryStates", () => {
    expect(files.filter((file) => handSpinner(read(file)))).toEqual([]);
  });

  it("draws a query's skeleton only through QueryStates, except the listed files", () => {
    expect(files.filter((file) => handDrawn(file) && !(file in HAND_DRAWN_SKELETONS))).toEqual([]);
  });

  it('lists only files that still exist and still draw a skeleton by hand', () => {
    const stale = Object.keys(HAND_DRAWN_SKELETONS).filter(
      (file) => !files.includes(file) || !handDrawn(file),
    );
    expect(stale).toEqual([]);
  });
});
