import { describe, expect, it } from 'vitest';
import { connectDatabase } from '#server/db/client.ts';
import {
  drainBudget,
  learnBudget,
  readBudget,
  refundBudget,
  reserveBudget,
} from '#server/lib/shared-rate-budget.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext();
const db = ctx.deps.database.db;
const t0 = new Date('2026-01-01T00:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
let n = 0;
const freshKey = () => `test:${++n}:${Date.now()}`;

describe('shared rate budget', () => {
  it('grants the burst at once, then queues each call 1/rate after the previous one', async () => {
    const key = freshKey();
    const rule = { rate: 2, burst: 2 };
    const waits = [];
    for (let i = 0; i < 5; i++) waits.push((await reserveBudget(db, { key, cost: 1, rule, now: t0 })).waitMs);
    expect(waits).toEqual([0, 0, 500, 1000, 1500]);
    // 1.5 s later the queue has drained: the next call waits one interval.
    expect((await reserveBudget(db, { key, cost: 1, rule, now: at(1500) })).waitMs).toBe(500);
  });

  it('refuses, without reserving, a call that would wait longer than allowed', async () => {
    const key = freshKey();
    const rule = { rate: 0.1, burst: 1 };
    expect(await reserveBudget(db, { key, cost: 1, rule, now: t0, maxWaitMs: 0 })).toEqual({
      granted: true,
      waitMs: 0,
    });
    const refused = await reserveBudget(db, { key, cost: 1, rule, now: at(1000), maxWaitMs: 5000 });
    expect(refused).toEqual({ granted: false, waitMs: 9000 });
    // Nothing was taken: 9 s later the token is there.
    expect(await reserveBudget(db, { key, cost: 1, rule, now: at(10_000), maxWaitMs: 0 })).toEqual({
      granted: true,
      waitMs: 0,
    });
  });

  it('two instances (two connection pools) never get the same slot', async () => {
    const key = freshKey();
    const rule = { rate: 1, burst: 1 };
    const other = connectDatabase(ctx.databaseUrl);
    try {
      const calls = Array.from({ length: 20 }, (_, i) =>
        reserveBudget(i % 2 ? other.db : db, { key, cost: 1, rule, now: t0 }),
      );
      const waits = (await Promise.all(calls)).map((r) => r.waitMs).sort((a, b) => a - b);
      expect(waits).toEqual(Array.from({ length: 20 }, (_, i) => i * 1000));
    } finally {
      await other.close();
    }
  });

  it('learns Keepa’s balance: no refill before its next refill, calls in flight stay counted', async () => {
    const key = freshKey();
    const rule = { rate: 1, burst: 60 };
    // Two calls of 10 tokens in flight.
    await reserveBudget(db, { key, cost: 10, rule, now: t0, pending: true });
    await reserveBudget(db, { key, cost: 10, rule, now: t0, pending: true });
    // The first one answers: 5 tokens left, next refill in 30 s, 20 tokens a minute.
    await learnBudget(db, {
      key,
      rule,
      settled: 10,
      rate: 20 / 60,
      burst: 20 * 60,
      balance: { tokens: 5, refillInMs: 30_000 },
      now: t0,
    });
    const state = await readBudget(db, { key, rule, now: at(10_000) });
    expect(state).toMatchObject({ pending: 10, rate: 20 / 60, burst: 1200 });
    expect(state.tokens).toBeCloseTo(-5); // 5 left minus the 10 still in flight, no refill yet
    // A call of 5 waits for the refill (30 s), then 10 tokens at 1/3 per second (30 s).
    const r = await reserveBudget(db, { key, cost: 5, rule, now: t0 });
    expect(r.granted).toBe(true);
    expect(r.waitMs).toBe(60_000);
  });

  it('a 429 drains the budget; a refund gives a reservation back', async () => {
    const key = freshKey();
    const rule = { rate: 1, burst: 5 };
    await reserveBudget(db, { key, cost: 1, rule, now: t0 });
    await drainBudget(db, { key, now: t0 });
    expect((await readBudget(db, { key, rule, now: t0 })).tokens).toBe(0);
    await reserveBudget(db, { key, cost: 2, rule, now: t0 });
    await refundBudget(db, { key, cost: 2 });
    expect((await readBudget(db, { key, rule, now: t0 })).tokens).toBe(0);
  });
});
