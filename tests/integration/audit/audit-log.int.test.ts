import { describe, expect, it } from 'vitest';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext({ ADMIN_EMAILS: 'auditor@example.com' });

describe('admin audit log', () => {
  it('records review moderation with the administrator, newest first, by pages', async () => {
    const admin = await ctx.signUp({ email: 'auditor@example.com' });
    const author = await ctx.signUp();
    const review = (await author.post('/api/reviews', { rating: 1, comment: 'Spam' })).body.review;
    expect((await admin.delete(`/api/reviews/${review.id}`)).status).toBe(204);
    for (const code of ['A1', 'A2', 'A3'])
      await admin.post('/api/admin/promo-codes', { code, plan: 'starter' });

    const first = await admin.get('/api/admin/audit-log?limit=2');
    expect(first.body.items.map((e: { details: { code?: string } }) => e.details.code)).toEqual(['A3', 'A2']);
    const rest = await admin.get(`/api/admin/audit-log?limit=2&before=${first.body.nextBefore}`);
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
    const admin = await ctx.signUp({ email: 'auditor@example.com' }).catch(() => null);
    expect(admin).toBeNull(); // already registered above; sign in instead
    const client = ctx.client();
    await client.post('/api/auth/sign-in/email', {
      email: 'auditor@example.com',
      password: 'correct-horse-9',
    });
    const before = (await client.get('/api/admin/audit-log')).body.items.length;
    expect((await client.delete('/api/reviews/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await client.post('/api/admin/promo-codes', { code: 'A1', plan: 'pro' })).status).toBe(409);
    expect((await client.get('/api/admin/audit-log')).body.items.length).toBe(before);
    expect((await (await ctx.signUp()).get('/api/admin/audit-log')).status).toBe(403);
  });
});
