/**
 * A token bucket: `burst` calls at once, then `rate` per second. `take` says how long to wait (ms)
 * before the next call may go; the caller sleeps that long, then calls.
 */
export class TokenBucket {
  private tokens: number;
  private updatedAt: number;
  readonly rate: number;
  readonly burst: number;

  constructor(o: { rate: number; burst: number; nowMs: number }) {
    this.rate = o.rate;
    this.burst = o.burst;
    this.tokens = o.burst;
    this.updatedAt = o.nowMs;
  }

  private refill(nowMs: number) {
    const elapsed = Math.max(0, nowMs - this.updatedAt) / 1000;
    this.tokens = Math.min(this.burst, this.tokens + elapsed * this.rate);
    this.updatedAt = nowMs;
  }

  /** Reserves one call; returns the wait in milliseconds (0 when a token is available now). */
  take(nowMs: number): number {
    this.refill(nowMs);
    this.tokens -= 1;
    return this.tokens >= 0 ? 0 : Math.ceil((-this.tokens / this.rate) * 1000);
  }

  /** After a 429: the account has no token left whatever we counted. */
  drain(nowMs: number) {
    this.refill(nowMs);
    this.tokens = Math.min(this.tokens, 0);
  }
}
