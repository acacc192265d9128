import { Hono } from 'hono';
import { reviewsApi } from '#contracts/reviews.ts';
import { languageOf } from '#server/auth/request-language.ts';
import { currentUser, requireAdmin, requireUser } from '#server/auth/session.ts';
import { implement } from '#server/http/implement.ts';
import { clientIp } from '#server/http/request-context.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { enforceRateLimit } from '#server/lib/rate-limit.ts';
import { reviewTextTranslator } from '#server/modules/ai/index.ts';
import { listPublicReviews } from './list-public-reviews.ts';
import { createReview, deleteMyReview, getMyReview, updateMyReview } from './manage-my-review.ts';
import { approveReview, deleteReview, listAllReviews } from './moderate-reviews.ts';
import { translateReview } from './translate-review.ts';

const TRANSLATIONS_PER_MINUTE = 60;

/** Reviews (contract: src/contracts/reviews.ts). `/mine` is registered before `/:id`. */
export function reviewRoutes(deps: AppDeps) {
  const { database, env, now } = deps;
  const db = database.db;
  const mode = env.REVIEWS_APPROVAL;
  const app = new Hono<AppEnv>();
  // Public: the landing page list and its translations.
  implement(app, reviewsApi.list, () => listPublicReviews({ db, mode }));
  implement(app, reviewsApi.translate, async (c, { params, query }) => {
    await enforceRateLimit(db, {
      key: `review-translation:${clientIp(c, env.TRUST_PROXY)}`,
      limit: TRANSLATIONS_PER_MINUTE,
      windowMs: 60_000,
    });
    return translateReview({ db, id: params.id, lang: query.lang, translate: reviewTextTranslator(deps, c) });
  });
  // The caller's own review.
  implement(app, reviewsApi.mine, requireUser, (c) => getMyReview({ db, userId: currentUser(c).id, mode }));
  implement(app, reviewsApi.create, requireUser, (c, { body }) =>
    createReview({
      db,
      userId: currentUser(c).id,
      input: body,
      interfaceLanguage: languageOf(c.req.raw),
      mode,
      now: now(),
    }),
  );
  implement(app, reviewsApi.update, requireUser, (c, { body }) =>
    updateMyReview({
      db,
      userId: currentUser(c).id,
      input: body,
      interfaceLanguage: languageOf(c.req.raw),
      mode,
      now: now(),
    }),
  );
  implement(app, reviewsApi.removeMine, requireUser, (c) =>
    deleteMyReview({ db, userId: currentUser(c).id }),
  );
  // Moderation (administrators).
  implement(app, reviewsApi.all, requireAdmin, (_c, { query }) => listAllReviews({ db, ...query, mode }));
  implement(app, reviewsApi.approve, requireAdmin, (c, { params }) => {
    const admin = currentUser(c);
    return approveReview({
      db,
      id: params.id,
      actor: { id: admin.id, email: admin.email },
      mode,
      now: now(),
    });
  });
  implement(app, reviewsApi.remove, requireAdmin, async (c, { params }) => {
    const admin = currentUser(c);
    await deleteReview({ db, id: params.id, actor: { id: admin.id, email: admin.email }, now: now() });
  });
  return app;
}
