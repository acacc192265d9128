import { SP_API_RATE_LIMITS, type SpApiOperation } from '#domain/sp-api.ts';
import type { Db } from '#server/db/client.ts';
import { drainBudget, learnBudget, reserveBudget } from '#server/lib/shared-rate-budget.ts';
import type { SpApiLimiter } from './sp-api-client.ts';

/**
 * Each call's interval is 2 % + 10 ms longer than the rate Amazon documents (or announces in
 * x-amzn-RateLimit-Limit): a call that leaves late (a busy event loop, the network) would otherwise
 * bring the next one closer than Amazon's strict bucket allows. 0.1/s → 99.9 % of the rate,
 * 0.5/s → 97.5 %, 2/s → 96 %, 5/s → 94 %.
 */
export const SP_API_INTERVAL_FACTOR = 1.02;
export const SP_API_INTERVAL_MARGIN_S = 0.01;
export const paced = (rate: number) => 1 / (SP_API_INTERVAL_FACTOR / rate + SP_API_INTERVAL_MARGIN_S);

/**
 * One operation's budget for one selling partner (a seller's own connection: its seller id) or one
 * research credential. Amazon limits each selling partner and application once, so every caller
 * (research, tracking, the account sync, Brand Analytics) draws from this one key.
 */
export const spApiBudgetKey = (credential: string, operation: SpApiOperation) =>
  `sp-api:${operation}:${credential}`;
/** An operation's budget: Amazon's documented bucket, paced as above. */
export const spApiBudgetRule = (operation: SpApiOperation) => ({
  rate: paced(SP_API_RATE_LIMITS[operation].rate),
  burst: SP_API_RATE_LIMITS[operation].burst,
});

/** The budget would make the call wait longer than the caller allows; nothing was reserved. */
export class SpApiBudgetRefusedError extends Error {
  readonly waitMs: number;
  constructor(operation: SpApiOperation, waitMs: number) {
    super(`${operation}: waiting for the rate limit`);
    this.name = 'SpApiBudgetRefusedError';
    this.waitMs = waitMs;
  }
}

/**
 * The SP-API client's limiter on the shared PostgreSQL budgets (`shared-rate-budget.ts`, ADR 174):
 * each call takes its place in its operation's bucket for this credential, whichever instance makes
 * it, and waits its turn (`wait`, else the client's sleep); Amazon's announced rate is learnt and a 429
 * empties the bucket for every caller.
 */
export function spApiBudgetLimiter(o: {
  db: Pick<Db, 'execute'>;
  credential: string;
  wait?: (ms: number) => Promise<void>;
  /** The longest wait accepted (default: any); longer → SpApiBudgetRefusedError. */
  maxWaitMs?: number;
}): SpApiLimiter {
  return {
    async acquire(operation, clientSleep) {
      const reservation = await reserveBudget(o.db, {
        key: spApiBudgetKey(o.credential, operation),
        cost: 1,
        rule: spApiBudgetRule(operation),
        maxWaitMs: o.maxWaitMs,
      });
      if (!reservation.granted) throw new SpApiBudgetRefusedError(operation, reservation.waitMs);
      if (reservation.waitMs > 0) await (o.wait ?? clientSleep)(reservation.waitMs);
    },
    learn: (operation, rate) =>
      learnBudget(o.db, {
        key: spApiBudgetKey(o.credential, operation),
        rule: spApiBudgetRule(operation),
        rate: paced(rate),
      }),
    throttled: (operation) => drainBudget(o.db, { key: spApiBudgetKey(o.credential, operation) }),
  };
}
