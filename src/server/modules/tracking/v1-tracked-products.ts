import { trackingV1Api } from '#contracts/tracking.ts';
import { quotaOf } from '#domain/plans.ts';
import { implement } from '#server/http/implement.ts';
import { apiCaller, type V1Registration } from '#server/http/v1/v1-env.ts';
import { assertFeature } from '#server/modules/billing/index.ts';
import { observationLimitsOf, recordObservations } from '#server/modules/observations/index.ts';
import { addTrackedProduct, countTrackedProducts } from './add-tracked-product.ts';
import { listTrackedProducts } from './list-tracked-products.ts';
import { observationSources } from './sources/observation-source.ts';

/** /api/v1/tracked-products (contract: src/contracts/tracking.ts). */
export const registerTrackedProductsEndpoint: V1Registration = (app, deps) => {
  const { database, env, logger, now } = deps;
  implement(app, trackingV1Api.add, async (c, { body }) => {
    const caller = apiCaller(c);
    assertFeature(caller.plan, 'competitorTracking');
    const { observation, ...product } = body;
    // The extension sends what the product page shows: recorded first, so a product Scout did not
    // know is added (from its title) and can be tracked at once.
    if (observation)
      await recordObservations({
        db: database.db,
        userId: caller.userId,
        shared: env.OBSERVATIONS_SHARED,
        observations: [observation],
        limits: observationLimitsOf(env),
        now: now(),
      });
    const item = await addTrackedProduct({
      db: database.db,
      logger: c.get('log') ?? logger,
      userId: caller.userId,
      now: now(),
      sources: observationSources(deps),
      ...product,
    });
    return { item };
  });
  implement(app, trackingV1Api.list, async (c) => {
    const caller = apiCaller(c);
    assertFeature(caller.plan, 'competitorTracking');
    const [items, used] = await Promise.all([
      listTrackedProducts({ db: database.db, userId: caller.userId }),
      countTrackedProducts(database.db, caller.userId),
    ]);
    return { items, usage: { used, limit: quotaOf(caller.plan, 'trackedCompetitors') } };
  });
};
