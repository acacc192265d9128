import { AppError } from './app-error.ts';

export interface ConcurrencyLimitOptions {
  /** Calls of one key running at once. */
  maxActive: number;
  /** Calls of one key waiting for their turn; past that, refused at once. */
  maxQueued: number;
  /** Longest wait in the queue before the call is refused. */
  maxWaitMs: number;
  /**
   * While other keys have calls running or waiting, or had within `sharedForMs`, a key runs only one
   * at a time, or `sharedActive` (its others wait their turn): `maxActive` is what a caller gets of an otherwise idle
   * server, not of a shared one. The lingering keeps a flood from taking a second slot in the instant
   * between two requests of a user who sends them one after the other.
   */
  sharedForMs?: number;
  /** What a key may run at once while shared (`sharedForMs`); 1 unless said. */
  sharedActive?: number;
  /**
   * What a key runs while shared once it was refused for a full queue (here, or at the door:
   * `refused`) within `floodedForMs`: a flood gets less of a shared server than a page's burst of
   * requests, which never fills the queue. Unset: `sharedActive` for every key.
   */
  floodedActive?: number;
  floodedForMs?: number;
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
  /** Keys whose last call ended less than `sharedForMs` ago (oldest first), and when; none in `lanes`. */
  private readonly recent = new Map<string, number>();
  /** Keys last refused for a full queue (oldest first), and when: flooding within `floodedForMs`. */
  private readonly refusedAt = new Map<string, number>();
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
    return !!lane && lane.active >= this.allowed(key) && lane.queue.length >= this.o.maxQueued;
  }

  /** Says that a call of `key` was refused for a full queue (by a door in front of `run`, too). */
  refused(key: string) {
    if (this.o.floodedForMs === undefined) return;
    this.refusedAt.delete(key); // re-inserted last: the map stays oldest first
    this.refusedAt.set(key, performance.now());
  }

  /** Calls `key` may run at once now. */
  private allowed(key: string) {
    const shared = this.o.sharedForMs;
    if (shared === undefined) return this.o.maxActive;
    const now = performance.now();
    for (const [k, at] of this.recent) {
      if (now - at < shared) break;
      this.recent.delete(k);
    }
    const others = this.lanes.size + this.recent.size - (this.lanes.has(key) || this.recent.has(key) ? 1 : 0);
    if (others === 0) return this.o.maxActive;
    return Math.min(
      this.flooding(key, now) ? (this.o.floodedActive ?? 1) : (this.o.sharedActive ?? 1),
      this.o.maxActive,
    );
  }

  private flooding(key: string, now: number) {
    const window = this.o.floodedForMs;
    if (window === undefined) return false;
    for (const [k, at] of this.refusedAt) {
      if (now - at < window) break;
      this.refusedAt.delete(k);
    }
    return this.refusedAt.has(key);
  }

  private enter(key: string): Promise<void> {
    let lane = this.lanes.get(key);
    if (!lane) {
      lane = { active: 0, queue: [] };
      this.lanes.set(key, lane);
      this.recent.delete(key);
    }
    if (lane.active < this.allowed(key)) {
      lane.active += 1;
      return Promise.resolve();
    }
    if (lane.queue.length >= this.o.maxQueued) {
      this.refused(key);
      return Promise.reject(new AppError('rate_limited', 429, { retryAfterSeconds: 1 }));
    }
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
    lane.active -= 1;
    this.startWaiting(key, lane);
    this.forget(key, lane);
  }

  /** Starts `key`'s waiting calls while it may run more. */
  private startWaiting(key: string, lane: Lane) {
    while (lane.queue.length > 0 && lane.active < this.allowed(key)) {
      lane.active += 1;
      lane.queue.shift()?.start();
    }
  }

  private forget(key: string, lane: Lane) {
    if (lane.active > 0 || lane.queue.length > 0) return;
    this.lanes.delete(key);
    // A key left alone runs more at its next call's end (no timer: one slot is never idle meanwhile).
    if (this.o.sharedForMs !== undefined) this.recent.set(key, performance.now());
  }
}
