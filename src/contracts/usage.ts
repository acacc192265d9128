import * as z from 'zod/mini';
import { PLAN_IDS } from '#domain/plans.ts';
import { dateTime } from './common.ts';
import { defineApi } from './define.ts';

export const usageLine = z.object({
  used: z.number(),
  /** -1 = unlimited */
  limit: z.number(),
});

export const usage = z.object({
  plan: z.enum(PLAN_IDS),
  /** When monthly counters start again (1st of next month, UTC). */
  resetsAt: dateTime,
  quotas: z.object({ productSearches: usageLine, keywordSearches: usageLine, trackedCompetitors: usageLine }),
});
export type Usage = z.output<typeof usage>;

export const usageApi = defineApi('/usage', {
  get: { method: 'GET', path: '/', response: usage },
});
