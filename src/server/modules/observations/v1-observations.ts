import { observationsApi } from '#contracts/observations.ts';
import { implement } from '#server/http/implement.ts';
import { apiCaller, type V1Registration } from '#server/http/v1/v1-env.ts';
import { sellerFeeView } from '#server/modules/fees/index.ts';
import { estimateProducts } from './estimate-products.ts';
import { observationLimitsOf, recordObservations } from './record-observations.ts';

/** The browser extension's endpoints on /api/v1 (contract: src/contracts/observations.ts). */
export const registerObservationEndpoints: V1Registration = (app, deps) => {
  const { database, env, now } = deps;
  implement(app, observationsApi.record, (c, { body }) =>
    recordObservations({
      db: database.db,
      userId: apiCaller(c).userId,
      shared: env.OBSERVATIONS_SHARED,
      observations: body.observations,
      limits: observationLimitsOf(env),
      now: now(),
      // The price a seller just saw on Amazon counts for their own alerts at once (private or not).
      onRecorded: deps.productsObserved,
    }),
  );
  implement(app, observationsApi.estimate, async (c, { body }) => ({
    items: await estimateProducts({
      db: database.db,
      userId: apiCaller(c).userId,
      body,
      now: now(),
      fees: await sellerFeeView(deps, apiCaller(c).userId),
    }),
  }));
};
