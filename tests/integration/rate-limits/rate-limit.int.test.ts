import { describe, expect, it } from 'vitest';
import { enforceRateLimit, hitRateLimit } from '#server/lib/rate-limit.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext();
const db = ctx.deps.database.db;

describe('database rate limit', () => {
  it('allows exactly `limit` concurrent hits per window', async () => {
    const now = new Date('2026-11-22T10:00:30Z');
    const results = await Promise.all(
      Array.from({ length: 25 }, () => hitRateLimit(db, { key: 'test:a', limit: 10, windowMs: 60_000, now })),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results[0].resetAt.toISOString()).toBe('2026-11-22T10:01:00.000Z');
  });

  it('starts again in the next window', async () => {
    const t0 = new Date('2026-11-22T10:00:00Z');
    for (let i = 0; i < 3; i++)
      await hitRateLimit(db, { key: 'test:b', limit: 3, windowMs: 60_000, now: t0 });
    await expect(
      enforceRateLimit(db, { key: 'test:b', limit: 3, windowMs: 60_000, now: t0 }),
    ).rejects.toMatchObject({
      code: 'rate_limited',
      status: 429,
      params: { retryAfterSeconds: 60 },
    });
    const next = new Date('2026-11-22T10:01:00Z');
    await expect(
      enforceRateLimit(db, { key: 'test:b', limit: 3, windowMs: 60_000, now: next }),
    ).resolves.toMatchObject({
      allowed: true,
      remaining: 2,
    });
  });
});
