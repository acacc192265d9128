/**
 * Runs the content script's work (reading the page, drawing badges) in short slices, each in an
 * idle period of the browser (requestIdleCallback), so that no slice is a long task (50 ms or more)
 * that would delay Amazon's own scripts, scrolling or input. The work is a generator of steps
 * (src/domain/amazon-pages/steps.ts): a slice runs steps until its time is up, then gives the
 * main thread back.
 */
import type { Steps } from '#domain/amazon-pages/steps.ts';

/** Longest a slice goes on: far under the 50 ms of a long task, a step (one tile) being ~1 ms. */
export const SLICE_MS = 20;
/** Shortest, when the idle period says less is left: each slice makes progress. */
const MIN_SLICE_MS = 4;
/**
 * The first slice waits for the page to settle, at most this long; the next ones at most 100 ms: on
 * a page that is never idle the script still takes only a fifth of the main thread, and finishes.
 */
const FIRST_WAIT_MS = 3000;
const NEXT_WAIT_MS = 100;

export interface IdleDeadline {
  timeRemaining(): number;
  readonly didTimeout: boolean;
}
export type ScheduleIdle = (work: (deadline: IdleDeadline) => void, timeoutMs: number) => void;

/** requestIdleCallback, else (a browser without it) a timer with a full slice. */
export const browserIdle: ScheduleIdle = (work, timeoutMs) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: timeoutMs });
  else setTimeout(() => work({ timeRemaining: () => SLICE_MS, didTimeout: false }), 16);
};

/** The script's use of the main thread: all its slices, and the longest. */
export interface MainThreadUse {
  totalMs: number;
  longestMs: number;
  slices: number;
}

export function idleSlicer(o: { schedule?: ScheduleIdle; now?: () => number } = {}) {
  const schedule = o.schedule ?? browserIdle;
  const now = o.now ?? (() => performance.now());
  const use: MainThreadUse = { totalMs: 0, longestMs: 0, slices: 0 };
  const record = (ms: number) => {
    use.totalMs += ms;
    use.longestMs = Math.max(use.longestMs, ms);
    use.slices += 1;
  };

  /** Runs the steps to the end, slice by slice in idle periods; resolves with their result. */
  const run = <T>(steps: Steps<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const slice = (deadline: IdleDeadline) => {
        const start = now();
        // A timed-out wait means the page had no idle moment: take a full slice all the same.
        const budget = deadline.didTimeout
          ? SLICE_MS
          : Math.min(SLICE_MS, Math.max(MIN_SLICE_MS, deadline.timeRemaining()));
        try {
          for (;;) {
            const step = steps.next();
            if (step.done) {
              record(now() - start);
              return resolve(step.value);
            }
            if (now() - start >= budget) break;
          }
        } catch (e) {
          record(now() - start);
          return reject(e);
        }
        record(now() - start);
        schedule(slice, NEXT_WAIT_MS);
      };
      schedule(slice, use.slices === 0 ? FIRST_WAIT_MS : NEXT_WAIT_MS);
    });

  /** A small piece of work run now, within the current task, counted in the script's use. */
  const atOnce = <T>(work: () => T): T => {
    const start = now();
    try {
      return work();
    } finally {
      record(now() - start);
    }
  };

  return { run, atOnce, use };
}
