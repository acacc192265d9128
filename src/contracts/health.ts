import * as z from 'zod/mini';
import { defineApi } from './define.ts';

export const health = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({
    reachable: z.boolean(),
    version: z.nullable(z.string()),
    latencyMs: z.nullable(z.number()),
  }),
});
export type Health = z.output<typeof health>;

/** Liveness for load balancers and operators: 200 when the database answers, else 503. */
export const healthApi = defineApi('/health', {
  get: { method: 'GET', path: '/', response: health },
});
