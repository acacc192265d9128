import { describe, expect, it } from 'vitest';
import { auditLogApi } from '#contracts/audit.ts';
import { authApi } from '#contracts/auth.ts';
import { adminPromoCodesApi } from '#contracts/promo-codes.ts';
import { reviewsApi } from '#contracts/reviews.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext({ ADMIN_EMAILS: 'auditor@example.com' });

describe('admin audit log', () => {
  it('records review moderation with the administrator, newest first, by pages', async () => {
    const admin = await ctx.signUp({ email: 'auditor@example.com', verified: true });
    const author = await ctx.signUp();
    const review = (await author.call(reviewsApi.create, { body: { rating: 1, comment: 'Spam' } })).body
      .review;
    expect((await admin.call(reviewsApi.remove, { params: { id: review.id } })).status).toBe(204);
    for (const code of ['A1', 'A2', 'A3'])
      await admin.call(adminPromoCodesApi.create, { body: { code, plan: 'starter' } });

    const first = await admin.call(auditLogApi.list, { query: { limit: 2 } });
    expect(first.body.items.map((e) => e.details.code)).toEqual(['A3', 'A2']);
    const rest = await admin.call(auditLogApi.list, {
      query: { limit: 2, before: first.body.nextBefore ?? undefined },
    });
    expect(rest.body.items).toMatchObject([
      { action: 'promo_code.create', details: { code: 'A1' } },
      {
        action: 'review.delete',
        actorEmail: 'auditor@example.com',
        targetType: 'review',
        targetId: review.id,
        details: { authorId: author.userId, rating: 1 },
      },
    ]);
    expect(rest.body.nextBefore).toBeNull();
  });

  it('a refused change leaves no entry', async () => {
    const client = ctx.client(); // the admin registered above
    await client.call(authApi.signIn, {
      body: {
        email: 'auditor@example.com',
        password: 'correct-horse-9',
      },
    });
    const before = (await client.call(auditLogApi.list)).body.items.length;
    expect(
      (await client.call(reviewsApi.remove, { params: { id: '00000000-0000-4000-8000-000000000000' } }))
        .status,
    ).toBe(404);
    expect((await client.call(adminPromoCodesApi.create, { body: { code: 'A1', plan: 'pro' } })).status).toBe(
      409,
    );
    expect((await client.call(auditLogApi.list)).body.items.length).toBe(before);
    expect((await (await ctx.signUp()).call(auditLogApi.list)).status).toBe(403);
  });
});
