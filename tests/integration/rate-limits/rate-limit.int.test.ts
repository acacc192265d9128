import { describe, expect, it } from 'vitest';
import { enforceRateLimit, giveBackRateLimitHit, hitRateLimit } from '#server/lib/rate-limit.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext();
const db = ctx.deps.database.db;

describe('database rate limit (rate-limiter-flexible on PostgreSQL)', () => {
  it('allows exactly `limit` concurrent hits per window', async () => {
    const before = Date.now();
    const results = await Promise.all(
      Array.from({ length: 25 }, () => hitRateLimit(db, { key: 'test:a', limit: 10, windowMs: 60_000 })),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    const resetAt = results[0].resetAt.getTime();
    expect(resetAt).toBeGreaterThan(before + 58_000);
    expect(resetAt).toBeLessThanOrEqual(Date.now() + 60_000);
  });

  it('refuses past the limit with the window left as Retry-After, and starts again in the next window', async () => {
    const rule = { key: 'test:b', limit: 3, windowMs: 1000 };
    for (let i = 0; i < 3; i++) await hitRateLimit(db, rule);
    await expect(enforceRateLimit(db, rule)).rejects.toMatchObject({
      code: 'rate_limited',
      status: 429,
      params: { retryAfterSeconds: 1 },
    });
    await new Promise((r) => setTimeout(r, 1100));
    await expect(enforceRateLimit(db, rule)).resolves.toMatchObject({ allowed: true, remaining: 2 });
  });

  it('counts a batch at once and says how many of it were within the limit', async () => {
    const rule = { key: 'test:c', limit: 5, windowMs: 60_000 };
    expect(await hitRateLimit(db, { ...rule, hits: 3 })).toMatchObject({ allowed: true, withinLimit: 3 });
    expect(await hitRateLimit(db, { ...rule, hits: 4 })).toMatchObject({ allowed: false, withinLimit: 2 });
    expect(await hitRateLimit(db, { ...rule, hits: 2 })).toMatchObject({ allowed: false, withinLimit: 0 });
  });

  it('gives back a hit that was not used', async () => {
    const rule = { key: 'test:d', limit: 2, windowMs: 60_000 };
    await hitRateLimit(db, rule);
    await hitRateLimit(db, rule);
    await giveBackRateLimitHit(db, rule);
    expect((await hitRateLimit(db, rule)).allowed).toBe(true);
    expect((await hitRateLimit(db, rule)).allowed).toBe(false);
  });

  it('counts in a transaction: undone when the transaction is', async () => {
    const rule = { key: 'test:e', limit: 1, windowMs: 60_000 };
    await expect(
      db.transaction(async (tx) => {
        expect((await hitRateLimit(tx, rule)).allowed).toBe(true);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await hitRateLimit(db, rule)).allowed).toBe(true);
  });
});
