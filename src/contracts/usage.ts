import * as z from 'zod/mini';
import { PLAN_IDS } from '#domain/plans.ts';
import { dateTime } from './common.ts';
import { defineApi } from './define.ts';

export const usageLine = z
  .object({
    used: z.number().check(z.describe('Used this month (or held now, for tracked competitors).')),
    limit: z.number().check(z.describe('Monthly limit of the plan; -1 means unlimited.')),
  })
  .check(z.meta({ id: 'UsageLine' }));

export const usage = z
  .object({
    plan: z.enum(PLAN_IDS),
    /** When monthly counters start again (1st of next month, UTC). */
    resetsAt: dateTime.check(z.describe('When monthly counters restart (UTC).')),
    quotas: z.object({
      productSearches: usageLine,
      keywordSearches: usageLine,
      trackedCompetitors: usageLine,
    }),
  })
  .check(z.meta({ id: 'Usage' }));
export type Usage = z.output<typeof usage>;

export const usageApi = defineApi('/usage', {
  get: { method: 'GET', path: '/', response: usage },
});

/** /api/v1/usage: the key owner's plan and quotas. */
export const usageV1Api = defineApi('/v1', {
  usage: {
    method: 'GET',
    path: '/usage',
    response: usage,
    docs: {
      tags: ['Account'],
      summary: 'Monthly usage and limits',
      description: 'Your plan, what you used this month of each quota, and when the counters reset.',
      responseDescription: 'Usage of the key owner.',
    },
  },
});
