import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import {
  type BudgetRule,
  learnBudget,
  readBudget,
  refundBudget,
  reserveBudget,
} from '#server/lib/shared-rate-budget.ts';
import {
  type CallContext,
  type CallPolicy,
  MarketSourceError,
  type SourceErrorCode,
} from '../market-data-source.ts';
import { parseAnswer, readJsonAnswer, sleep } from '../read-answer.ts';
import { type KeepaTokenFields, keepaErrorAnswer, keepaTokenFields } from './keepa-schemas.ts';

export const KEEPA_API_BASE = 'https://api.keepa.com';

/**
 * Keepa's HTTP statuses (keepacom/api_backend KeepaAPI.ResponseStatus) as Scout's causes: 404 the
 * request is not part of the key's plan, 429 out of tokens, 400/401/402/403 the key or the
 * subscription refused, 5xx Keepa failed.
 */
export function keepaStatusCode(status: number): SourceErrorCode {
  if (status === 404) return 'not_in_plan';
  if (status === 429) return 'throttled';
  if (status >= 500) return 'failed';
  return 'refused';
}

/**
 * Before Keepa's first answer tells the plan: the smallest plan's 20 tokens a minute. Keepa keeps
 * at most an hour of refills (60 × refillRate), which is the bucket size learnt from each answer.
 */
const DEFAULT_RULE: BudgetRule = { rate: 20 / 60, burst: 20 };
/** A plausible ceiling for refillRate (tokens per minute), so a hostile answer cannot open the budget wide. */
const MAX_REFILL_RATE = 100_000;

export interface KeepaClientOptions {
  apiKey: string;
  baseUrl: string;
  db: Db;
  policy: CallPolicy;
  fetch?: typeof fetch;
  /** Longest wait for tokens when the caller sets none. */
  maxWaitMs: number;
  /** Retries of a 429 (not enough tokens: Keepa's balance went below ours). */
  maxRetries?: number;
  timeoutMs?: number;
}

/**
 * Keepa's HTTP API (https://api.keepa.com/<operation>?key=…): every call reserves its token cost
 * from the key's budget shared by all instances (waits while the tokens refill), each answer
 * teaches the budget Keepa's own balance (`tokensLeft`, `refillIn`, `refillRate`), a 429 waits
 * for the refill and retries. The key never appears in an error or a log line.
 */
export function createKeepaClient(o: KeepaClientOptions) {
  const doFetch = o.fetch ?? fetch;
  const budgetKey = `keepa:${createHash('sha256').update(o.apiKey).digest('hex').slice(0, 16)}`;

  const learn = (fields: Partial<KeepaTokenFields>, settled: number) => {
    const refillRate = Math.min(MAX_REFILL_RATE, fields.refillRate ?? 0);
    return learnBudget(o.db, {
      key: budgetKey,
      rule: DEFAULT_RULE,
      settled,
      ...(refillRate > 0 ? { rate: refillRate / 60, burst: refillRate * 60 } : {}),
      ...(fields.tokensLeft !== undefined && fields.refillIn !== undefined
        ? { balance: { tokens: fields.tokensLeft, refillInMs: fields.refillIn } }
        : {}),
    });
  };

  async function send(operation: string, params: Record<string, string>, signal?: AbortSignal) {
    const url = new URL(`${o.baseUrl.replace(/\/$/, '')}/${operation}`);
    url.searchParams.set('key', o.apiKey);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    try {
      return await doFetch(url, {
        headers: { accept: 'application/json', 'accept-encoding': 'gzip', 'user-agent': 'Scout' },
        signal: signal ?? AbortSignal.timeout(o.timeoutMs ?? 60_000),
      });
    } catch (e) {
      if (signal?.aborted) throw e;
      throw new MarketSourceError('keepa', 'unreachable', `${operation}: ${(e as Error).name}`);
    }
  }

  /**
   * One Keepa call of known token `cost`, its answer checked against `schema`, then by `accept`
   * (which throws a bad_answer for what the schema cannot see, and counts the items received).
   */
  async function request<S extends z.ZodType>(
    operation: string,
    params: Record<string, string>,
    cost: number,
    o2: { schema: S; accept: (answer: z.infer<S>) => number },
    ctx: CallContext,
  ): Promise<z.infer<S>> {
    const { userId } = ctx;
    // Before this key's first answer its plan is unknown: ask Keepa's free /token first, so the
    // first real call already knows the balance instead of finding it with a 429.
    if (cost > 0 && !(await readBudget(o.db, { key: budgetKey, rule: DEFAULT_RULE })).learnt)
      await request('token', {}, 0, { schema: keepaTokenFields, accept: () => 0 }, ctx);
    if (cost > 0) await o.policy.charge({ source: 'keepa', userId, units: cost });
    const fail = async (e: MarketSourceError, settled: number) => {
      if (settled) await learn({}, settled);
      await o.policy.record({
        source: 'keepa',
        userId,
        operation,
        items: 0,
        error: { code: e.code, detail: e.message },
      });
      return e;
    };
    for (let attempt = 0; ; attempt++) {
      const reservation = await reserveBudget(o.db, {
        key: budgetKey,
        cost,
        rule: DEFAULT_RULE,
        maxWaitMs: ctx.maxWaitMs ?? o.maxWaitMs,
        pending: true,
      });
      if (!reservation.granted) {
        if (cost > 0) await o.policy.refund({ source: 'keepa', userId, units: cost });
        throw new MarketSourceError('keepa', 'busy', `${operation}: waiting for tokens`, {
          waitMs: reservation.waitMs,
        });
      }
      try {
        if (reservation.waitMs > 0) {
          await ctx.onWait?.(reservation.waitMs);
          await sleep(reservation.waitMs, ctx.signal);
        }
      } catch (e) {
        await refundBudget(o.db, { key: budgetKey, cost, pending: true });
        if (cost > 0) await o.policy.refund({ source: 'keepa', userId, units: cost });
        throw e;
      }
      let res: Response;
      let body: unknown;
      try {
        res = await send(operation, params, ctx.signal);
        body = await readJsonAnswer(res, { source: 'keepa', operation });
      } catch (e) {
        if (e instanceof MarketSourceError) throw await fail(e, cost);
        await refundBudget(o.db, { key: budgetKey, cost, pending: true });
        throw e;
      }
      if (!res.ok) {
        const error = keepaErrorAnswer.safeParse(body);
        await learn(error.success ? error.data : {}, cost);
        if (res.status === 429 && attempt < (o.maxRetries ?? 3)) continue;
        const type = error.success ? (error.data.error?.type ?? '') : '';
        // Out of tokens (429): when they come back is Keepa's refillIn (shown as "until …").
        const refillIn = error.success ? error.data.refillIn : undefined;
        throw await fail(
          new MarketSourceError(
            'keepa',
            keepaStatusCode(res.status),
            `${operation}: HTTP ${res.status} ${type}`,
            {
              ...(res.status === 429 && refillIn !== undefined ? { waitMs: refillIn } : {}),
            },
          ),
          0,
        );
      }
      const tokens = keepaTokenFields.safeParse(body);
      if (tokens.success) await learn(tokens.data, cost);
      let answer: z.infer<S>;
      let items: number;
      try {
        answer = parseAnswer(o2.schema, body, { source: 'keepa', operation });
        items = o2.accept(answer);
      } catch (e) {
        throw await fail(e as MarketSourceError, tokens.success ? 0 : cost);
      }
      await o.policy.record({ source: 'keepa', userId, operation, items });
      return answer;
    }
  }

  return {
    budgetKey,
    request,
    /** The key's balance now, as last learnt (tokens per second, bucket size). */
    budget: () => readBudget(o.db, { key: budgetKey, rule: DEFAULT_RULE }),
  };
}

export type KeepaClient = ReturnType<typeof createKeepaClient>;
