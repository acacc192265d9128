import { Hono } from 'hono';
import { observationReviewApi } from '#contracts/observation-review.ts';
import { currentUser, requireAdmin } from '#server/auth/session.ts';
import { implement } from '#server/http/implement.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { listHeldObservations, resolveHold, setObserverTrust } from './review-held-observations.ts';

/** The administrators' review of held browser observations (contract: src/contracts/observation-review.ts). */
export function observationReviewRoutes(deps: AppDeps) {
  const { database, env, now } = deps;
  const db = database.db;
  const app = new Hono<AppEnv>();
  const actor = (c: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(c);
    return { id: user.id, email: user.email };
  };
  implement(app, observationReviewApi.held, requireAdmin, async (_c, { query }) => ({
    ...(await listHeldObservations({ db, ...query })),
    sharing: env.OBSERVATIONS_SHARED,
  }));
  implement(app, observationReviewApi.release, requireAdmin, (c, { params }) =>
    resolveHold({ db, id: params.id, resolution: 'released', actor: actor(c), now: now() }),
  );
  implement(app, observationReviewApi.dismiss, requireAdmin, (c, { params }) =>
    resolveHold({ db, id: params.id, resolution: 'dismissed', actor: actor(c), now: now() }),
  );
  implement(app, observationReviewApi.trust, requireAdmin, (c, { params, body }) =>
    setObserverTrust({ db, userId: params.userId, trusted: body.trusted, actor: actor(c), now: now() }),
  );
  return app;
}
