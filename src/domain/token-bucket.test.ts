import { describe, expect, it } from 'vitest';
import { TokenBucket } from './token-bucket.ts';

describe('TokenBucket', () => {
  it('allows the burst at once, then one call per 1/rate seconds', () => {
    const bucket = new TokenBucket({ rate: 0.0167, burst: 15, nowMs: 0 });
    for (let i = 0; i < 15; i++) expect(bucket.take(0)).toBe(0);
    const wait = bucket.take(0);
    expect(wait).toBeGreaterThan(59_000);
    expect(wait).toBeLessThan(60_000);
    expect(bucket.take(wait)).toBeGreaterThan(59_000); // the next one waits another minute
  });

  it('refills up to the burst only', () => {
    const bucket = new TokenBucket({ rate: 2, burst: 2, nowMs: 0 });
    bucket.take(0);
    bucket.take(0);
    expect(bucket.take(0)).toBe(500);
    expect(bucket.take(10_000)).toBe(0);
    expect(bucket.take(10_000)).toBe(0);
    expect(bucket.take(10_000)).toBe(500);
  });
});
