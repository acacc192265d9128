/** The content script's slicing of its work: no slice longer than its budget, the result intact. */
import { describe, expect, it } from 'vitest';
import type { Steps } from '#domain/amazon-pages/steps.ts';
import { type IdleDeadline, idleSlicer, SLICE_MS } from '#extension/lib/idle-slices.ts';

/** A fake clock and idle queue: each step "costs" its time on the clock. */
function fakeBrowser(idleMs: number, didTimeout = false) {
  let clock = 0;
  const waits: number[] = [];
  const queue: ((d: IdleDeadline) => void)[] = [];
  return {
    now: () => clock,
    spend: (ms: number) => {
      clock += ms;
    },
    waits,
    schedule: (work: (d: IdleDeadline) => void, timeoutMs: number) => {
      waits.push(timeoutMs);
      queue.push(work);
      // The browser calls back later, in another task.
      setTimeout(() => {
        const start = clock;
        queue.shift()?.({ timeRemaining: () => Math.max(0, idleMs - (clock - start)), didTimeout });
      }, 0);
    },
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

describe('idle slices', () => {
  it('splits 60 steps of 1.5 ms into slices within the budget and returns the whole result', async () => {
    const b = fakeBrowser(50);
    const slicer = idleSlicer({ schedule: b.schedule, now: b.now });
    const result = await slicer.run(tiles(60, 1.5, b.spend));
    expect(result).toEqual(Array.from({ length: 60 }, (_, i) => i));
    expect(slicer.use.totalMs).toBe(90);
    expect(slicer.use.longestMs).toBeLessThanOrEqual(SLICE_MS + 1.5);
    expect(slicer.use.slices).toBeGreaterThanOrEqual(Math.ceil(90 / (SLICE_MS + 1.5)));
    // The first slice waits for the page to settle (up to 3 s), the next ones up to 0.1 s.
    expect(b.waits[0]).toBe(3000);
    expect(new Set(b.waits.slice(1))).toEqual(new Set([100]));
  });

  it('keeps slices short when the idle period is short, and still makes progress', async () => {
    const b = fakeBrowser(2);
    const slicer = idleSlicer({ schedule: b.schedule, now: b.now });
    await slicer.run(tiles(10, 1, b.spend));
    expect(slicer.use.longestMs).toBeLessThanOrEqual(4);
    expect(slicer.use.slices).toBe(3);
  });

  it('takes a full slice when the wait timed out (a page never idle)', async () => {
    const b = fakeBrowser(0, true);
    const slicer = idleSlicer({ schedule: b.schedule, now: b.now });
    await slicer.run(tiles(30, 1, b.spend));
    expect(slicer.use.longestMs).toBe(SLICE_MS);
    expect(slicer.use.slices).toBe(2);
  });

  it('rejects with the error of a failing step, and counts work done at once', async () => {
    const b = fakeBrowser(50);
    const slicer = idleSlicer({ schedule: b.schedule, now: b.now });
    function* failing(): Steps<never> {
      yield;
      throw new Error('markup changed');
    }
    await expect(slicer.run(failing())).rejects.toThrow('markup changed');
    const done = slicer.atOnce(() => {
      b.spend(3);
      return 'done';
    });
    expect(done).toBe('done');
    expect(slicer.use.longestMs).toBe(3);
  });
});
