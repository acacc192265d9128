import { describe, expect, it } from 'vitest';
import { reviewsApi } from '#contracts/reviews.ts';
import { siteApi } from '#contracts/site.ts';
import { createTestContext, openVerificationLink } from '#tests/helpers/test-app.ts';

/**
 * Issue 30, finding 10: a review from an unverified free account appeared on the public landing page
 * at once (anyone can sign up with any address and write anything there). Now a review is public once
 * its author's address is verified (REVIEWS_APPROVAL=verified, the default), or once an administrator
 * approves it (REVIEWS_APPROVAL=operator); the count and average count only public reviews.
 */
const verifiedMode = await createTestContext();
const operatorMode = await createTestContext({
  REVIEWS_APPROVAL: 'operator',
  ADMIN_EMAILS: 'boss@example.com',
});

const publicIds = async (ctx: typeof verifiedMode) =>
  (await ctx.client().call(reviewsApi.list)).body.reviews.map((r) => r.id);

describe('REVIEWS_APPROVAL=verified (default)', () => {
  it('an unverified account’s review waits for its address, then shows', async () => {
    const before = (await verifiedMode.client().call(reviewsApi.list)).body.stats;
    const spammer = await verifiedMode.signUp({ name: 'Fresh account' });
    const created = await spammer.call(reviewsApi.create, {
      body: { rating: 1, comment: 'Scam! Go to the real site instead' },
    });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('awaiting_verification');
    expect(await publicIds(verifiedMode)).not.toContain(created.body.review.id);
    const list = await verifiedMode.client().call(reviewsApi.list);
    expect(list.body.stats).toEqual(before);
    const site = await verifiedMode.client().call(siteApi.get);
    expect(site.body.stats.reviewCount).toBe(before.count);
    expect((await spammer.call(reviewsApi.mine)).body).toMatchObject({ status: 'awaiting_verification' });

    await openVerificationLink(verifiedMode.deps.database.db, spammer);
    expect(await publicIds(verifiedMode)).toContain(created.body.review.id);
    expect((await spammer.call(reviewsApi.mine)).body).toMatchObject({ status: 'published' });
  });
});

describe('REVIEWS_APPROVAL=operator', () => {
  it('every new or edited review waits for an administrator’s approval', async () => {
    const author = await operatorMode.signUp({ verified: true });
    const created = await author.call(reviewsApi.create, { body: { rating: 5, comment: 'Great tool' } });
    expect(created.body.status).toBe('awaiting_approval');
    const id = created.body.review.id;
    expect(await publicIds(operatorMode)).not.toContain(id);

    // nobody but an administrator approves
    expect((await author.call(reviewsApi.approve, { params: { id } })).status).toBe(403);
    expect((await operatorMode.client().call(reviewsApi.approve, { params: { id } })).status).toBe(401);

    const admin = await operatorMode.signUp({ email: 'boss@example.com', verified: true });
    const queue = await admin.call(reviewsApi.all, { query: {} });
    expect(queue.body.approval).toBe('operator');
    expect(queue.body.reviews.find((r) => r.id === id)).toMatchObject({ status: 'awaiting_approval' });
    const approved = await admin.call(reviewsApi.approve, { params: { id } });
    expect(approved.status).toBe(200);
    expect(await publicIds(operatorMode)).toContain(id);

    // an edit is a new text: hidden again until approved
    const edited = await author.call(reviewsApi.update, {
      body: { rating: 5, comment: 'Now visit evil.example' },
    });
    expect(edited.body.status).toBe('awaiting_approval');
    expect(await publicIds(operatorMode)).not.toContain(id);
  });
});
