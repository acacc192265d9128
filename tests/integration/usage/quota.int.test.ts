import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { usageApi } from '#contracts/usage.ts';
import { subscriptions, usageEvents } from '#server/db/schema/index.ts';
import { withQuota } from '#server/modules/usage/consume-quota.ts';
import { givePlan } from '#tests/helpers/factories/index.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext();
const db = ctx.deps.database.db;
const now = new Date();

describe('withQuota', () => {
  it('never lets 50 concurrent searches exceed the free limit of 5', async () => {
    const user = await ctx.signUp();
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        withQuota({ db, userId: user.userId, kind: 'product_search', now }, async () => 'ok'),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    expect(ok).toHaveLength(5);
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(refused[0].reason).toMatchObject({ code: 'quota_exceeded', params: { limit: 5, plan: 'free' } });
    const rows = await db.select().from(usageEvents).where(eq(usageEvents.userId, user.userId));
    expect(rows).toHaveLength(5);
  });

  it('records nothing when the work fails', async () => {
    const user = await ctx.signUp();
    await expect(
      withQuota({ db, userId: user.userId, kind: 'keyword_search', now }, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.select().from(usageEvents).where(eq(usageEvents.userId, user.userId))).toHaveLength(0);
  });

  it('follows the plan: pro has unlimited keyword searches, and an ended period falls back to free', async () => {
    const user = await ctx.signUp();
    await givePlan(db, user.userId, 'pro', { currentPeriodEnd: new Date(now.getTime() + 86_400_000) });
    for (let i = 0; i < 15; i++) {
      await withQuota({ db, userId: user.userId, kind: 'keyword_search', now }, async () => i);
    }
    const usage = await user.call(usageApi.get);
    expect(usage.body).toMatchObject({ plan: 'pro', quotas: { keywordSearches: { used: 15, limit: -1 } } });

    await db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(now.getTime() - 1000) })
      .where(eq(subscriptions.userId, user.userId));
    const after = await user.call(usageApi.get);
    expect(after.body).toMatchObject({ plan: 'free', quotas: { keywordSearches: { used: 15, limit: 10 } } });
    await expect(
      withQuota({ db, userId: user.userId, kind: 'keyword_search', now }, async () => 1),
    ).rejects.toMatchObject({ code: 'quota_exceeded' });
  });

  it('counts calendar months in UTC', async () => {
    const user = await ctx.signUp();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 1);
    for (let i = 0; i < 5; i++) {
      await withQuota({ db, userId: user.userId, kind: 'product_search', now: lastMonth }, async () => i);
    }
    await expect(
      withQuota({ db, userId: user.userId, kind: 'product_search', now }, async () => 'new month'),
    ).resolves.toBe('new month');
  });

  it('requires a session for /api/usage', async () => {
    expect((await ctx.client().call(usageApi.get)).status).toBe(401);
  });
});
