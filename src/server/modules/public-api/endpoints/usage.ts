import { usageV1Api } from '#contracts/usage.ts';
import { implement } from '#server/http/implement.ts';
import { apiCaller, type V1Registration } from '#server/http/v1/v1-env.ts';
import { getUsage } from '#server/modules/usage/index.ts';

/** GET /api/v1/usage (contract: src/contracts/usage.ts). */
export const registerUsageEndpoint: V1Registration = (app, { database, now }) => {
  implement(app, usageV1Api.usage, (c) =>
    getUsage({ db: database.db, userId: apiCaller(c).userId, now: now() }),
  );
};
