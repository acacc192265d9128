import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reviewsApi } from '#contracts/reviews.ts';
import { siteApi } from '#contracts/site.ts';
import { appReviews } from '#server/db/schema/index.ts';
import { detectStoredReviewLanguages } from '#server/modules/reviews/index.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext({ ADMIN_EMAILS: 'boss@example.com' });
const db = ctx.deps.database.db;

describe('reviews: one per user', () => {
  it('keeps exactly one row when the same user submits 10 times at once', async () => {
    const me = await ctx.signUp();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        me.call(reviewsApi.create, { body: { rating: 4, comment: `Try ${i}` } }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(9);
    for (const r of refused) expect(r.error?.code).toBe('review_already_exists');
    expect(await db.select().from(appReviews).where(eq(appReviews.userId, me.userId))).toHaveLength(1);
  });

  it('creates, edits and deletes the caller’s own review; comments are trimmed plain text', async () => {
    const me = await ctx.signUp({ name: 'Claire' });
    expect((await me.call(reviewsApi.mine)).body).toEqual({ review: null, status: null });
    const created = await me.call(reviewsApi.create, {
      body: { rating: 5, comment: '  <b>Great</b> tool  ' },
    });
    expect(created.status).toBe(201);
    expect(created.body.review).toMatchObject({
      rating: 5,
      comment: '<b>Great</b> tool',
      authorName: 'Claire',
    });
    expect(created.body.review).not.toHaveProperty('userId');

    const edited = await me.call(reviewsApi.update, { body: { rating: 3, comment: 'Good enough' } });
    expect(edited.status).toBe(200);
    expect(edited.body.review).toMatchObject({
      id: created.body.review.id,
      rating: 3,
      comment: 'Good enough',
    });

    expect((await me.call(reviewsApi.removeMine)).status).toBe(204);
    expect((await me.call(reviewsApi.mine)).body.review).toBeNull();
    expect((await me.call(reviewsApi.removeMine)).status).toBe(404);
  });

  it('refuses a bad rating or an empty / too long comment and changes nothing', async () => {
    const me = await ctx.signUp();
    for (const body of [
      { rating: 0, comment: 'x' },
      { rating: 6, comment: 'x' },
      { rating: 3, comment: '    ' },
      { rating: 3, comment: 'a'.repeat(1001) },
    ]) {
      const res = await me.call(reviewsApi.create, { body: body });
      expect(res.status).toBe(400);
      expect(res.error?.code).toBe('validation_failed');
    }
    expect((await me.call(reviewsApi.mine)).body.review).toBeNull();
  });

  it('requires a session to write', async () => {
    const res = await ctx.client().call(reviewsApi.create, { body: { rating: 5, comment: 'anonymous' } });
    expect(res.status).toBe(401);
  });
});

describe('public list', () => {
  it('lists the 20 newest with the count and the average of all reviews', async () => {
    const before = (await ctx.client().call(reviewsApi.list)).body.stats;
    const ratings = [5, 4, 4];
    for (const rating of ratings) {
      const u = await ctx.signUp({ verified: true }); // public once the author's address is verified
      await u.call(reviewsApi.create, { body: { rating, comment: `Rated ${rating}` } });
    }
    const res = await ctx.client().call(reviewsApi.list);
    expect(res.status).toBe(200);
    expect(res.body.reviews.length).toBeLessThanOrEqual(20);
    expect(res.body.reviews[0].comment).toBe('Rated 4');
    expect(res.body.stats.count).toBe(before.count + 3);
    const site = await ctx.client().call(siteApi.get);
    expect(site.body.stats.reviewCount).toBe(res.body.stats.count);
    expect(site.body.stats.averageRating).toBe(res.body.stats.average);
    for (const review of res.body.reviews) expect(review).not.toHaveProperty('authorEmail');
  });
});

describe('moderation', () => {
  it('is for administrators only: others get 403 and nothing is deleted', async () => {
    const author = await ctx.signUp();
    const { body } = await author.call(reviewsApi.create, { body: { rating: 1, comment: 'Spam spam' } });
    const someone = await ctx.signUp();
    expect((await someone.call(reviewsApi.all)).status).toBe(403);
    expect((await someone.call(reviewsApi.remove, { params: { id: body.review.id } })).status).toBe(403);
    expect((await ctx.client().call(reviewsApi.remove, { params: { id: body.review.id } })).status).toBe(401);
    expect((await author.call(reviewsApi.mine)).body.review).not.toBeNull();

    const admin = await ctx.signUp({ email: 'boss@example.com', verified: true });
    const all = await admin.call(reviewsApi.all);
    expect(all.status).toBe(200);
    expect(all.body.reviews[0]).toMatchObject({ id: body.review.id, authorEmail: author.email });
    expect((await admin.call(reviewsApi.remove, { params: { id: body.review.id } })).status).toBe(204);
    expect((await author.call(reviewsApi.mine)).body.review).toBeNull();
    expect((await admin.call(reviewsApi.remove, { params: { id: body.review.id } })).status).toBe(404);
  });
});

describe('translation', () => {
  it('returns the original when the review is already in that language', async () => {
    const me = await ctx.signUp();
    const { body } = await me.call(
      reviewsApi.create,
      { body: { rating: 4, comment: 'Très bien' } },
      { 'x-scout-lang': 'fr' },
    );
    const res = await ctx
      .client()
      .call(reviewsApi.translate, { params: { id: body.review.id }, query: { lang: 'fr' } });
    expect(res.body).toMatchObject({ translatedComment: 'Très bien', translated: false });
  });

  it('answers translation_unavailable when no translation service is configured', async () => {
    const me = await ctx.signUp();
    const { body } = await me.call(
      reviewsApi.create,
      { body: { rating: 4, comment: 'Very good' } },
      { 'x-scout-lang': 'en' },
    );
    const res = await ctx
      .client()
      .call(reviewsApi.translate, { params: { id: body.review.id }, query: { lang: 'fr' } });
    expect(res.status).toBe(503);
    expect(res.error?.code).toBe('translation_unavailable');
    const missing = await ctx.client().call(reviewsApi.translate, {
      params: { id: '00000000-0000-4000-8000-000000000000' },
      query: { lang: 'fr' },
    });
    expect(missing.status).toBe(404);
  });
});

describe('a review’s language is the one it is written in (ADR 082)', () => {
  it('labels an English review written from a French interface English, and offers it to French readers', async () => {
    const me = await ctx.signUp({ verified: true });
    const { body } = await me.call(
      reviewsApi.create,
      { body: { rating: 5, comment: 'Great tool, it saves me hours every week.' } },
      { 'x-scout-lang': 'fr' },
    );
    expect(body.review).toMatchObject({ language: 'en', languageSource: 'detected' });
    const listed = (await ctx.client().call(reviewsApi.list)).body.reviews.find(
      (r: { id: string }) => r.id === body.review.id,
    );
    expect(listed).toMatchObject({ language: 'en', languageSource: 'detected' });
    // An English reader gets the text as it is; a French reader is sent to the translation service
    // (none configured here: translation_unavailable, not the original passed off as French).
    const english = await ctx
      .client()
      .call(reviewsApi.translate, { params: { id: body.review.id }, query: { lang: 'en' } });
    expect(english.body).toMatchObject({ translated: false, language: 'en' });
    const french = await ctx
      .client()
      .call(reviewsApi.translate, { params: { id: body.review.id }, query: { lang: 'fr' } });
    expect(french.status).toBe(503);
    expect(french.error?.code).toBe('translation_unavailable');
  });

  it('reads the language again when the review is edited, and reads Spanish and German too', async () => {
    const me = await ctx.signUp();
    await me.call(
      reviewsApi.create,
      { body: { rating: 4, comment: 'Very useful for my research.' } },
      { 'x-scout-lang': 'en' },
    );
    const spanish = await me.call(
      reviewsApi.update,
      { body: { rating: 4, comment: 'Muy buena herramienta, la recomiendo.' } },
      { 'x-scout-lang': 'en' },
    );
    expect(spanish.body.review).toMatchObject({ language: 'es', languageSource: 'detected' });
    const german = await me.call(
      reviewsApi.update,
      { body: { rating: 4, comment: 'Sehr gutes Werkzeug, spart mir viel Zeit.' } },
      { 'x-scout-lang': 'fr' },
    );
    expect(german.body.review).toMatchObject({ language: 'de', languageSource: 'detected' });
  });

  it('gives a text too short to tell its author’s interface language, flagged as such', async () => {
    const me = await ctx.signUp();
    const { body } = await me.call(
      reviewsApi.create,
      { body: { rating: 5, comment: 'Super 👍' } },
      { 'x-scout-lang': 'fr' },
    );
    expect(body.review).toMatchObject({ language: 'fr', languageSource: 'interface' });
  });

  it('detects, at start-up, the language of reviews stored before detection existed', async () => {
    const me = await ctx.signUp();
    const { body } = await me.call(
      reviewsApi.create,
      { body: { rating: 5, comment: 'The keyword research is really useful.' } },
      { 'x-scout-lang': 'en' },
    );
    // As the migration left them: the interface language, no source.
    await db
      .update(appReviews)
      .set({ language: 'fr', languageSource: null })
      .where(eq(appReviews.id, body.review.id));
    expect((await me.call(reviewsApi.mine)).body.review).toMatchObject({
      language: 'fr',
      languageSource: 'interface',
    });
    expect(await detectStoredReviewLanguages(db)).toBeGreaterThanOrEqual(1);
    expect((await me.call(reviewsApi.mine)).body.review).toMatchObject({
      language: 'en',
      languageSource: 'detected',
    });
    expect(await detectStoredReviewLanguages(db)).toBe(0);
  });
});
