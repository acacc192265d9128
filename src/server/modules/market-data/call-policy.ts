import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { MarketSourceName } from '#server/db/schema/index.ts';
import type { Env } from '#server/env.ts';
import type { Logger } from '#server/lib/logger.ts';
import { type CallPolicy, MarketSourceError } from '#server/providers/market-data/market-data-source.ts';

/** The operator's daily cap of a source (units: Keepa tokens, SP-API calls), or null for none. */
export const dailyCap = (env: Env, source: MarketSourceName): number | null =>
  (source === 'keepa' ? env.KEEPA_DAILY_TOKEN_CAP : env.SPAPI_RESEARCH_DAILY_CALL_CAP) ?? null;

/** A user's share of a cap. */
export const userCap = (env: Env, cap: number) =>
  Math.floor((cap * env.MARKET_DATA_USER_SHARE_PERCENT) / 100);

export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** Adds `units` to a usage row unless that passes `cap`; false: refused, nothing counted. */
async function addUnits(
  tx: Pick<Db, 'execute'>,
  row: { day: string; source: MarketSourceName; userId: string },
  units: number,
  cap: number | null,
): Promise<boolean> {
  await tx.execute(sql`
    insert into market_source_usage (day, source, user_id) values (${row.day}, ${row.source}, ${row.userId})
    on conflict do nothing`);
  const { rows } = await tx.execute(sql`
    update market_source_usage set units = units + ${units}
    where day = ${row.day} and source = ${row.source} and user_id = ${row.userId}
      and (${cap}::int is null or units + ${units} <= ${cap}::int)
    returning units`);
  return rows.length > 0;
}

/** The usage row of the sales-curve calibration crawl (docs/market-data.md "Calibration crawl"). */
export const CALIBRATION_ACCOUNT = '@calibration';

/**
 * The calibration crawl's policy: every call is charged first to the crawl's own daily allowance
 * (SALES_CALIBRATION_DAILY_TOKENS), then to the operator's daily cap as the instance's own work;
 * past either it is refused (`cap_reached`, scope `calibration` or `instance`) and counts nothing.
 */
export function calibrationCallPolicy(
  base: CallPolicy,
  o: { db: Db; env: Env; now: () => Date },
): CallPolicy {
  const row = (source: MarketSourceName) => ({ day: utcDay(o.now()), source, userId: CALIBRATION_ACCOUNT });
  const giveBack = (source: MarketSourceName, units: number) =>
    o.db.execute(sql`
      update market_source_usage set units = greatest(0, units - ${units})
      where day = ${row(source).day} and source = ${source} and user_id = ${CALIBRATION_ACCOUNT}`);
  return {
    async charge({ source, units }) {
      if (!(await addUnits(o.db, row(source), units, o.env.SALES_CALIBRATION_DAILY_TOKENS)))
        throw new MarketSourceError(
          source,
          'cap_reached',
          'the calibration crawl’s daily allowance is spent',
          {
            scope: 'calibration',
          },
        );
      try {
        await base.charge({ source, userId: null, units });
      } catch (e) {
        await giveBack(source, units);
        throw e;
      }
    },
    async refund({ source, units }) {
      await giveBack(source, units);
      await base.refund({ source, userId: null, units });
    },
    record: (r) => base.record({ ...r, userId: null }),
  };
}

/**
 * Daily caps, usage counters and each source's last success / last failure, in PostgreSQL (every
 * instance counts in the same rows): a charge over the operator's cap, or over the user's share
 * of it, is refused with `cap_reached` and counts nothing.
 */
export function dbCallPolicy(o: { db: Db; env: Env; now: () => Date; logger: Logger }): CallPolicy {
  const { db, env } = o;
  const add = addUnits;
  return {
    async charge({ source, userId, units }) {
      const day = utcDay(o.now());
      const cap = dailyCap(env, source);
      await db.transaction(async (tx) => {
        if (!(await add(tx, { day, source, userId: '' }, units, cap)))
          throw new MarketSourceError(source, 'cap_reached', 'the daily cap is reached', {
            scope: 'instance',
          });
        if (
          userId &&
          !(await add(tx, { day, source, userId }, units, cap === null ? null : userCap(env, cap)))
        )
          throw new MarketSourceError(source, 'cap_reached', 'the user’s share of the daily cap is reached', {
            scope: 'user',
          });
      });
    },

    async refund({ source, userId, units }) {
      const day = utcDay(o.now());
      await db.execute(sql`
        update market_source_usage set units = greatest(0, units - ${units})
        where day = ${day} and source = ${source} and user_id in ('', ${userId ?? ''})`);
    },

    async record({ source, userId, operation, items, error }) {
      const day = utcDay(o.now());
      for (const who of userId ? ['', userId] : [''])
        await db.execute(sql`
          insert into market_source_usage (day, source, user_id, calls, items, failures)
          values (${day}, ${source}, ${who}, 1, ${items}, ${error ? 1 : 0})
          on conflict (day, source, user_id) do update set calls = market_source_usage.calls + 1,
            items = market_source_usage.items + excluded.items,
            failures = market_source_usage.failures + excluded.failures`);
      const now = o.now();
      if (error) {
        o.logger.warn(
          { source, operation, code: error.code, detail: error.detail },
          'market data source call failed',
        );
        await db.execute(sql`
          insert into market_source_status (source, last_error_at, last_error_code, last_error_detail)
          values (${source}, ${now}, ${error.code}, ${error.detail.slice(0, 1000)})
          on conflict (source) do update set last_error_at = excluded.last_error_at,
            last_error_code = excluded.last_error_code, last_error_detail = excluded.last_error_detail`);
      } else {
        await db.execute(sql`
          insert into market_source_status (source, last_success_at) values (${source}, ${now})
          on conflict (source) do update set last_success_at = excluded.last_success_at`);
      }
    },
  };
}
