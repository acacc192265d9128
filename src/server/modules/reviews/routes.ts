import { Hono } from 'hono';
import { languageOf } from '#server/auth/request-language.ts';
import { currentUser, requireAdmin, requireUser } from '#server/auth/session.ts';
import { clientIp } from '#server/http/request-context.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { validate } from '#server/http/validate.ts';
import { enforceRateLimit } from '#server/lib/rate-limit.ts';
import { reviewTextTranslator } from '#server/modules/ai/index.ts';
import { listPublicReviews } from './list-public-reviews.ts';
import { createReview, deleteMyReview, getMyReview, updateMyReview } from './manage-my-review.ts';
import { deleteReview, listAllReviews } from './moderate-reviews.ts';
import { moderationQuery, reviewBody, reviewIdParam, translationQuery } from './schema.ts';
import { translateReview } from './translate-review.ts';

const TRANSLATIONS_PER_MINUTE = 60;

export function reviewRoutes(deps: AppDeps) {
  const { database, env, now } = deps;
  const db = database.db;
  return (
    new Hono<AppEnv>()
      // Public: the landing page list and its translations.
      .get('/', async (c) => c.json(await listPublicReviews({ db })))
      .post(
        '/:id/translation',
        validate('param', reviewIdParam),
        validate('query', translationQuery),
        async (c) => {
          await enforceRateLimit(db, {
            key: `review-translation:${clientIp(c, env.TRUST_PROXY)}`,
            limit: TRANSLATIONS_PER_MINUTE,
            windowMs: 60_000,
            now: now(),
          });
          const result = await translateReview({
            db,
            id: c.req.valid('param').id,
            lang: c.req.valid('query').lang,
            translate: reviewTextTranslator(deps, c),
          });
          return c.json(result);
        },
      )
      // The caller's own review.
      .get('/mine', requireUser, async (c) =>
        c.json({ review: await getMyReview({ db, userId: currentUser(c).id }) }),
      )
      .post('/', requireUser, validate('json', reviewBody), async (c) => {
        const review = await createReview({
          db,
          userId: currentUser(c).id,
          input: c.req.valid('json'),
          language: languageOf(c.req.raw),
          now: now(),
        });
        return c.json({ review }, 201);
      })
      .patch('/mine', requireUser, validate('json', reviewBody), async (c) => {
        const review = await updateMyReview({
          db,
          userId: currentUser(c).id,
          input: c.req.valid('json'),
          language: languageOf(c.req.raw),
          now: now(),
        });
        return c.json({ review });
      })
      .delete('/mine', requireUser, async (c) => {
        await deleteMyReview({ db, userId: currentUser(c).id });
        return c.body(null, 204);
      })
      // Moderation (administrators).
      .get('/all', requireAdmin, validate('query', moderationQuery), async (c) =>
        c.json(await listAllReviews({ db, ...c.req.valid('query') })),
      )
      .delete('/:id', requireAdmin, validate('param', reviewIdParam), async (c) => {
        const admin = currentUser(c);
        await deleteReview({
          db,
          id: c.req.valid('param').id,
          actor: { id: admin.id, email: admin.email },
          now: now(),
        });
        return c.body(null, 204);
      })
  );
}
