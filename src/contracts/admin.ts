import * as z from 'zod/mini';
import { defineApi } from './define.ts';

export const adminStats = z.object({
  users: z.number(),
  signupsThisMonth: z.number(),
  /** Paid plans in force now (subscriptions, one-time months, promo grants), by plan. */
  paidSubscriptions: z.object({ starter: z.number(), pro: z.number(), elite: z.number(), total: z.number() }),
  /** Monthly recurring revenue of renewing subscriptions, from the plan table (yearly ÷ 12). */
  mrr: z.object({ cents: z.number(), currency: z.string(), subscriptions: z.number() }),
  /** Searches counted against quotas since the 1st of this month (UTC). */
  searchesThisMonth: z.object({ product: z.number(), keyword: z.number(), total: z.number() }),
});
export type AdminStats = z.output<typeof adminStats>;

export const adminApi = defineApi('/admin', {
  stats: { method: 'GET', path: '/stats', response: adminStats },
});
