import type { SpApiOperation } from '#domain/sp-api.ts';
import type { Db } from '#server/db/client.ts';
import { readBudget } from '#server/lib/shared-rate-budget.ts';
import {
  SpApiBudgetRefusedError,
  spApiBudgetKey,
  spApiBudgetLimiter,
  spApiBudgetRule,
} from '#server/providers/amazon/sp-api/shared-budget.ts';
import type { SpApiLimiter } from '#server/providers/amazon/sp-api/sp-api-client.ts';
import { type CallContext, type CallPolicy, MarketSourceError } from '../market-data-source.ts';
import { sleep } from '../read-answer.ts';

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
  const budget = spApiBudgetLimiter({
    db: o.db,
    credential: o.credential,
    maxWaitMs: o.ctx.maxWaitMs ?? o.defaultMaxWaitMs,
    async wait(ms) {
      await o.ctx.onWait?.(ms);
      await sleep(ms, o.ctx.signal);
    },
  });
  return {
    ...budget,
    async acquire(operation, clientSleep) {
      await o.policy.charge({ source: 'sp_api', userId, units: 1 });
      try {
        await budget.acquire(operation, clientSleep);
      } catch (e) {
        if (!(e instanceof SpApiBudgetRefusedError)) throw e;
        await o.policy.refund({ source: 'sp_api', userId, units: 1 });
        throw new MarketSourceError('sp_api', 'busy', e.message, { waitMs: e.waitMs });
      }
    },
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
