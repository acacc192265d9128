import { SP_API_RATE_LIMITS, type SpApiOperation } from '#domain/sp-api.ts';
import type { Db } from '#server/db/client.ts';
import { drainBudget, learnBudget, readBudget, reserveBudget } from '#server/lib/shared-rate-budget.ts';
import type { SpApiLimiter } from '#server/providers/amazon/sp-api/sp-api-client.ts';
import { type CallContext, type CallPolicy, MarketSourceError } from '../market-data-source.ts';
import { sleep } from '../read-answer.ts';

/**
 * Each call's interval is 2 % + 10 ms longer than the rate Amazon documents (or announces in
 * x-amzn-RateLimit-Limit): a call that leaves late (a busy event loop, the network) would otherwise
 * bring the next one closer than Amazon's strict bucket allows. 0.1/s → 99.9 % of the rate,
 * 0.5/s → 97.5 %, 2/s → 96 %, 5/s → 94 %.
 */
export const SP_API_INTERVAL_FACTOR = 1.02;
export const SP_API_INTERVAL_MARGIN_S = 0.01;
export const paced = (rate: number) => 1 / (SP_API_INTERVAL_FACTOR / rate + SP_API_INTERVAL_MARGIN_S);

export const spApiBudgetKey = (credential: string, operation: SpApiOperation) =>
  `sp-api:${operation}:${credential}`;
/** An operation's budget: Amazon's documented bucket, paced as above. */
export const spApiBudgetRule = (operation: SpApiOperation) => ({
  rate: paced(SP_API_RATE_LIMITS[operation].rate),
  burst: SP_API_RATE_LIMITS[operation].burst,
});

/**
 * The SP-API client's limiter for market research: each call is charged to the daily cap (and the
 * user's share), then takes its place in the operation's budget for this credential, shared by
 * every instance through PostgreSQL; a wait longer than the caller allows refuses with `busy`.
 */
export function sharedSpApiLimiter(o: {
  db: Db;
  credential: string;
  policy: CallPolicy;
  ctx: CallContext;
  defaultMaxWaitMs: number;
}): SpApiLimiter {
  const { userId } = o.ctx;
  return {
    async acquire(operation) {
      await o.policy.charge({ source: 'sp_api', userId, units: 1 });
      const reservation = await reserveBudget(o.db, {
        key: spApiBudgetKey(o.credential, operation),
        cost: 1,
        rule: spApiBudgetRule(operation),
        maxWaitMs: o.ctx.maxWaitMs ?? o.defaultMaxWaitMs,
      });
      if (!reservation.granted) {
        await o.policy.refund({ source: 'sp_api', userId, units: 1 });
        throw new MarketSourceError('sp_api', 'busy', `${operation}: waiting for the rate limit`, {
          waitMs: reservation.waitMs,
        });
      }
      if (reservation.waitMs > 0) {
        await o.ctx.onWait?.(reservation.waitMs);
        await sleep(reservation.waitMs, o.ctx.signal);
      }
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

/** The budgets of the research operations for one credential, now. */
export async function spApiBudgets(db: Db, credential: string, operations: SpApiOperation[]) {
  return Promise.all(
    operations.map(async (operation) => {
      const b = await readBudget(db, {
        key: spApiBudgetKey(credential, operation),
        rule: spApiBudgetRule(operation),
      });
      return { name: operation, tokens: b.tokens, rate: b.rate, burst: b.burst };
    }),
  );
}
