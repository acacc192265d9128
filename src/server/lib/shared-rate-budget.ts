import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * Token buckets of external APIs' rate limits, kept in PostgreSQL (`rate_budgets`) so that every
 * instance draws from the same budget: an SP-API operation for one credential, the Keepa tokens of
 * one key. A caller reserves the cost of its call, waits the time it is told, then calls: the
 * reservations queue up in order (the balance goes negative while callers wait), so the calls leave
 * at the budget's rate and never faster, whichever instance makes them.
 *
 * Times come from the database clock (one clock for every instance); tests may pass `now`.
 */
export interface BudgetRule {
  /** Documented tokens per second (the API's answers may teach another: learnt_rate). */
  rate: number;
  /** Documented bucket size. */
  burst: number;
}

export interface Reservation {
  /** False: the wait would exceed `maxWaitMs`, nothing was reserved. */
  granted: boolean;
  /** How long to wait before calling (or, when not granted, until the cost would be there). */
  waitMs: number;
}

type Executor = Pick<Db, 'execute'>;
const clock = (now?: Date) => (now ? sql`${now.toISOString()}::timestamptz` : sql`clock_timestamp()`);

const ensureRow = (db: Executor, key: string, rule: BudgetRule, now?: Date) =>
  db.execute(sql`
    insert into rate_budgets (key, tokens, updated_at) values (${key}, ${rule.burst}, ${clock(now)})
    on conflict (key) do nothing`);

/**
 * Reserves `cost` tokens of the budget `key`. Granted when the wait is at most `maxWaitMs`
 * (default: any wait). `pending`: the cost stays counted as in flight until `settleBudget`
 * (for APIs whose answers tell the balance, like Keepa).
 */
export async function reserveBudget(
  db: Executor,
  o: {
    key: string;
    cost: number;
    rule: BudgetRule;
    maxWaitMs?: number;
    pending?: boolean;
    now?: Date;
  },
): Promise<Reservation> {
  await ensureRow(db, o.key, o.rule, o.now);
  const now = clock(o.now);
  const maxWaitS = o.maxWaitMs === undefined ? null : o.maxWaitMs / 1000;
  const result = await db.execute<{ wait_s: number; granted: boolean }>(sql`
    with cur as (
      select key,
        least(coalesce(learnt_burst, ${o.rule.burst}),
              tokens + coalesce(learnt_rate, ${o.rule.rate})
                       * greatest(0, extract(epoch from (${now} - updated_at)))) as refilled,
        greatest(0, extract(epoch from (updated_at - ${now}))) as anchor_wait,
        coalesce(learnt_rate, ${o.rule.rate}) as rate
      from rate_budgets where key = ${o.key} for update
    ), calc as (
      select key, refilled,
        case when refilled >= ${o.cost} then 0
             else anchor_wait + (${o.cost} - refilled) / rate end as wait_s
      from cur
    ), decided as (
      select key, refilled, wait_s,
        (${maxWaitS}::float8 is null or wait_s <= ${maxWaitS}::float8) as granted
      from calc
    ), taken as (
      -- A refusal writes nothing: the refill it computed is the same computed again next time.
      update rate_budgets b set
        tokens = decided.refilled - ${o.cost},
        pending = b.pending + case when ${o.pending ?? false} then ${o.cost} else 0 end,
        updated_at = greatest(b.updated_at, ${now})
      from decided where b.key = decided.key and decided.granted
      returning b.key
    )
    select wait_s::float8 as wait_s, granted from decided`);
  const row = result.rows[0];
  return { granted: row.granted, waitMs: Math.ceil(Number(row.wait_s) * 1000) };
}

/** Gives back a granted reservation that was not used (e.g. a daily cap refused the call after it). */
export async function refundBudget(db: Executor, o: { key: string; cost: number; pending?: boolean }) {
  await db.execute(sql`
    update rate_budgets set tokens = tokens + ${o.cost},
      pending = greatest(0, pending - ${o.pending ? o.cost : 0})
    where key = ${o.key}`);
}

/**
 * What the API said about the budget after a call: its balance (`tokensLeft`, counted before the
 * calls still in flight), when it next refills and at which rate. The cost of the answered call
 * leaves `pending`.
 */
export async function learnBudget(
  db: Executor,
  o: {
    key: string;
    rule: BudgetRule;
    settled?: number;
    rate?: number;
    burst?: number;
    balance?: { tokens: number; refillInMs: number };
    now?: Date;
  },
): Promise<void> {
  await ensureRow(db, o.key, o.rule, o.now);
  const settled = o.settled ?? 0;
  const balance = o.balance;
  await db.execute(sql`
    update rate_budgets set
      pending = greatest(0, pending - ${settled}),
      learnt_rate = coalesce(${o.rate ?? null}::float8, learnt_rate),
      learnt_burst = coalesce(${o.burst ?? null}::float8, learnt_burst)
      ${
        balance
          ? sql`, tokens = ${balance.tokens} - greatest(0, pending - ${settled}),
                 updated_at = ${clock(o.now)} + make_interval(secs => ${Math.max(0, balance.refillInMs) / 1000})`
          : sql``
      }
    where key = ${o.key}`);
}

/** After a 429: the API has no token left whatever we counted. */
export async function drainBudget(db: Executor, o: { key: string; now?: Date }) {
  await db.execute(sql`
    update rate_budgets set tokens = least(tokens, 0), updated_at = greatest(updated_at, ${clock(o.now)})
    where key = ${o.key}`);
}

export interface BudgetState {
  /** Tokens available now (negative: reserved by callers waiting). */
  tokens: number;
  rate: number;
  burst: number;
  pending: number;
  /** The API's answers taught the rate (else the documented rule is used). */
  learnt: boolean;
}

/** The budget's state now (the documented rule when it was never used). */
export async function readBudget(
  db: Executor,
  o: { key: string; rule: BudgetRule; now?: Date },
): Promise<BudgetState> {
  const result = await db.execute<{
    tokens: number;
    rate: number;
    burst: number;
    pending: number;
    learnt: boolean;
  }>(sql`
    select least(coalesce(learnt_burst, ${o.rule.burst}),
                 tokens + coalesce(learnt_rate, ${o.rule.rate})
                          * greatest(0, extract(epoch from (${clock(o.now)} - updated_at))))::float8 as tokens,
      coalesce(learnt_rate, ${o.rule.rate})::float8 as rate,
      coalesce(learnt_burst, ${o.rule.burst})::float8 as burst,
      pending::float8 as pending, learnt_rate is not null as learnt
    from rate_budgets where key = ${o.key}`);
  const row = result.rows[0];
  return row
    ? {
        tokens: Number(row.tokens),
        rate: Number(row.rate),
        burst: Number(row.burst),
        pending: Number(row.pending),
        learnt: row.learnt,
      }
    : { tokens: o.rule.burst, rate: o.rule.rate, burst: o.rule.burst, pending: 0, learnt: false };
}
