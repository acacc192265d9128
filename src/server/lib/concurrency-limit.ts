import { AppError } from './app-error.ts';

export interface ConcurrencyLimitOptions {
  /** Calls of one key running at once. */
  maxActive: number;
  /** Calls of one key waiting for their turn; past that, refused at once. */
  maxQueued: number;
  /** Longest wait in the queue before the call is refused. */
  maxWaitMs: number;
}

interface Lane {
  active: number;
  queue: { start: () => void; timer: NodeJS.Timeout }[];
}

/**
 * Runs calls at most `maxActive` at a time per key (a user, an API key, "all sign-ups"), the next
 * `maxQueued` waiting in order, the others refused: `rate_limited` (429) when the key's queue is full,
 * `busy` (503) when the wait ran out. Waiting holds nothing but a promise (no database connection),
 * so one caller's flood never takes the pool from the others. In-process: each instance counts its own.
 */
export class ConcurrencyLimit {
  private readonly lanes = new Map<string, Lane>();
  private readonly o: ConcurrencyLimitOptions;

  constructor(o: ConcurrencyLimitOptions) {
    this.o = o;
  }

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    await this.enter(key);
    try {
      return await work();
    } finally {
      this.leave(key);
    }
  }

  /** Calls of `key` running and waiting now. */
  load(key: string) {
    const lane = this.lanes.get(key);
    return { active: lane?.active ?? 0, queued: lane?.queue.length ?? 0 };
  }

  /** Whether a call of `key` now would be refused at once (`rate_limited`): its lane and queue are full. */
  full(key: string) {
    const lane = this.lanes.get(key);
    return !!lane && lane.active >= this.o.maxActive && lane.queue.length >= this.o.maxQueued;
  }

  private enter(key: string): Promise<void> {
    let lane = this.lanes.get(key);
    if (!lane) {
      lane = { active: 0, queue: [] };
      this.lanes.set(key, lane);
    }
    if (lane.active < this.o.maxActive) {
      lane.active += 1;
      return Promise.resolve();
    }
    if (lane.queue.length >= this.o.maxQueued)
      return Promise.reject(new AppError('rate_limited', 429, { retryAfterSeconds: 1 }));
    const current = lane;
    return new Promise<void>((resolve, reject) => {
      const item = {
        start: () => {
          clearTimeout(item.timer);
          resolve();
        },
        timer: setTimeout(() => {
          current.queue.splice(current.queue.indexOf(item), 1);
          this.forget(key, current);
          reject(new AppError('busy', 503, { retryAfterSeconds: 2 }));
        }, this.o.maxWaitMs),
      };
      current.queue.push(item);
    });
  }

  private leave(key: string) {
    const lane = this.lanes.get(key);
    if (!lane) return;
    const next = lane.queue.shift();
    if (next) return next.start(); // the slot passes on: active stays the same
    lane.active -= 1;
    this.forget(key, lane);
  }

  private forget(key: string, lane: Lane) {
    if (lane.active === 0 && lane.queue.length === 0) this.lanes.delete(key);
  }
}
