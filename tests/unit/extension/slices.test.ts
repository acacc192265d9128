/** The content script's slicing of its work: no slice longer than its budget, the result intact. */
import { describe, expect, it } from 'vitest';
import type { Steps } from '#domain/amazon-pages/steps.ts';
import { SLICE_MS, slicer } from '#extension/lib/slices.ts';

/** A fake clock: each step "costs" its time on it; each yield to the page is counted. */
function fakeBrowser() {
  let clock = 0;
  let yields = 0;
  return {
    now: () => clock,
    spend: (ms: number) => {
      clock += ms;
    },
    yieldToPage: async () => {
      yields += 1;
      await new Promise((r) => setTimeout(r, 0));
    },
    yields: () => yields,
  };
}

function* tiles(n: number, costMs: number, spend: (ms: number) => void): Steps<number[]> {
  const read: number[] = [];
  for (let i = 0; i < n; i++) {
    spend(costMs);
    read.push(i);
    yield;
  }
  return read;
}

describe('slices', () => {
  it('splits 60 steps of 1.5 ms into slices within the budget, yielding between, and returns the whole result', async () => {
    const b = fakeBrowser();
    const s = slicer({ yieldToPage: b.yieldToPage, now: b.now });
    const result = await s.run(tiles(60, 1.5, b.spend));
    expect(result).toEqual(Array.from({ length: 60 }, (_, i) => i));
    expect(s.use.totalMs).toBe(90);
    expect(s.use.longestMs).toBeLessThanOrEqual(SLICE_MS + 1.5);
    expect(s.use.slices).toBeGreaterThanOrEqual(Math.ceil(90 / (SLICE_MS + 1.5)));
    // It starts at once (no wait before the first slice) and yields once between two slices.
    expect(b.yields()).toBe(s.use.slices - 1);
    expect(s.use.spans[0][0]).toBe(0);
  });

  it('rejects with the error of a failing step, and counts work done at once', async () => {
    const b = fakeBrowser();
    const s = slicer({ yieldToPage: b.yieldToPage, now: b.now });
    function* failing(): Steps<never> {
      yield;
      throw new Error('markup changed');
    }
    await expect(s.run(failing())).rejects.toThrow('markup changed');
    const done = s.atOnce(() => {
      b.spend(3);
      return 'done';
    });
    expect(done).toBe('done');
    expect(s.use.longestMs).toBe(3);
  });

  it('yields through the browser’s scheduler when there is one', async () => {
    const { yieldToPage } = await import('#extension/lib/slices.ts');
    const calls: string[] = [];
    const g = globalThis as { scheduler?: unknown };
    const before = g.scheduler;
    g.scheduler = { yield: async () => void calls.push('yield') };
    await yieldToPage();
    g.scheduler = {
      postTask: async (task: () => void) => {
        calls.push('postTask');
        task();
      },
    };
    await yieldToPage();
    g.scheduler = undefined;
    await yieldToPage();
    g.scheduler = before;
    expect(calls).toEqual(['yield', 'postTask']);
  });
});
