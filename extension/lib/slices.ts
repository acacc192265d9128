/**
 * Runs the content script's work (reading the page, drawing badges) in short slices that start at
 * once and give the main thread back to the page between them, so that no slice is a long task
 * (50 ms or more) that would delay Amazon's scripts, scrolling or typing, and the overlays still
 * appear within a second of the page's load. The work is a generator of steps
 * (src/domain/amazon-pages/steps.ts): a slice runs steps until its budget is spent, then yields.
 *
 * Why not idle callbacks: a busy page (Amazon's own scripts, a loaded 2-core machine) has few
 * idle periods, and waiting for one delayed the first badge by up to 3 s. A yield through the
 * browser's task scheduler (`scheduler.yield`, else `postTask`, else a message) lets input and
 * rendering run between two slices without waiting for the page to fall idle.
 */
import type { Steps } from '#domain/amazon-pages/steps.ts';

/**
 * A slice's budget. A step (one tile, one badge) is ~0.3–1.5 ms of CPU: 3 ms keeps a slice far
 * under the 50 ms of a long task even when a loaded machine stretches it ten times.
 */
export const SLICE_MS = 3;

/** The name of the marks the slices leave in a profile. */
export const SLICE_MARK = 'scout-slice';

/** Gives the main thread back to the page; resolves when the script may go on. */
export type YieldToPage = () => Promise<void>;

interface TaskScheduler {
  yield?: () => Promise<void>;
  postTask?: (task: () => void, o: { priority: string }) => Promise<void>;
}

/** `scheduler.yield()` (Chromium 129+), else `scheduler.postTask`, else a message to ourselves. */
export const yieldToPage: YieldToPage = () => {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  if (scheduler?.postTask) return scheduler.postTask(() => {}, { priority: 'user-visible' });
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
};

/**
 * A step may yield this to go on only after the browser's next frame, when the page's styles and
 * layout are up to date: reading them is then free instead of recomputing them within the slice.
 */
export const AFTER_FRAME = 'after-frame';

/** Steps of the extension's own work: may also wait for a frame (AFTER_FRAME). */
export type SliceSteps<T> = Generator<undefined | typeof AFTER_FRAME, T, void>;

const afterFrame = () =>
  new Promise<void>((resolve) => {
    if (typeof requestAnimationFrame !== 'function') return resolve();
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });

/** The script's use of the main thread: all its slices, the longest, and when each ran. */
export interface MainThreadUse {
  totalMs: number;
  longestMs: number;
  slices: number;
  /** [start, end] of each slice (performance.now()), for matching against long tasks. */
  spans: [number, number][];
}

export function slicer(o: { yieldToPage?: YieldToPage; now?: () => number; budgetMs?: number } = {}) {
  const pause = o.yieldToPage ?? yieldToPage;
  const now = o.now ?? (() => performance.now());
  const budget = o.budgetMs ?? SLICE_MS;
  const use: MainThreadUse = { totalMs: 0, longestMs: 0, slices: 0, spans: [] };
  /** Told after each slice (the page's run keeps its record on the panel current with it). */
  let onSlice: (() => void) | null = null;
  /** Marks each slice in a profile (DevTools' Performance panel, the benchmark's trace); free otherwise. */
  // biome-ignore lint/suspicious/noConsole: a profiler's mark, not a log: it prints nothing
  const mark = () => console.timeStamp?.(SLICE_MARK);
  const record = (start: number) => {
    const end = now();
    use.totalMs += end - start;
    use.longestMs = Math.max(use.longestMs, end - start);
    use.slices += 1;
    // The last 500: later slices (placing after a scroll or a resize) stay in the record.
    use.spans.push([start, end]);
    if (use.spans.length > 500) use.spans.shift();
    onSlice?.();
  };

  /** Runs the steps to the end, a slice at a time, yielding to the page between slices. */
  async function run<T>(steps: Steps<T> | SliceSteps<T>): Promise<T> {
    for (;;) {
      mark();
      const start = now();
      let wait: 'page' | 'frame' = 'page';
      try {
        for (;;) {
          const step = steps.next();
          if (step.done) return step.value;
          if (step.value === AFTER_FRAME) {
            wait = 'frame';
            break;
          }
          if (now() - start >= budget) break;
        }
      } finally {
        record(start);
      }
      await (wait === 'frame' ? afterFrame() : pause());
    }
  }

  /** A small piece of work run now, within the current task, counted in the script's use. */
  const atOnce = <T>(work: () => T): T => {
    mark();
    const start = now();
    try {
      return work();
    } finally {
      record(start);
    }
  };

  const afterEachSlice = (tell: () => void) => {
    onSlice = tell;
  };

  return { run, atOnce, use, afterEachSlice };
}
