import { and, eq, inArray } from 'drizzle-orm';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { type MarketSourceName, marketSourceStatus, marketSourceUsage } from '#server/db/schema/index.ts';
import { noCallPolicy } from '#server/providers/market-data/market-data-source.ts';
import { dailyCap, userCap, utcDay } from './call-policy.ts';
import { type MarketDataDeps, marketSources, researchConfigured } from './market-sources.ts';

export interface SourceState {
  source: MarketSourceName;
  configured: boolean;
  /** The variables to set when it is not configured. */
  toConfigure: string[];
  /** Rate budgets now: tokens or calls left, refill per second, bucket size. */
  buckets: { name: string; tokens: number; rate: number; burst: number }[];
  today: { calls: number; units: number; items: number; failures: number };
  /** The operator's daily cap (Keepa tokens, SP-API calls) and one user's share of it. */
  cap: number | null;
  userCap: number | null;
  /** The asking user's spend today, when a user asks. */
  userToday: { units: number } | null;
  lastSuccessAt: Date | null;
  lastError: { at: Date; code: string; detail: string | null } | null;
}

/**
 * Each market data source's state, for the admin's Data sources page and for a user's "what is
 * left today": configured or not (and what to set), rate budget or tokens left, today's calls,
 * units, items and failures against the daily cap, the last success and the last error.
 */
export async function sourceStates(
  deps: MarketDataDeps,
  o: { marketplace: MarketplaceCode; userId?: string | null },
): Promise<SourceState[]> {
  const { env } = deps;
  const db = deps.database.db;
  const sources = await marketSources(deps, { userId: o.userId ?? null, policy: noCallPolicy });
  const day = utcDay(deps.now());
  const names: MarketSourceName[] = ['keepa', 'sp_api'];
  const usage = await db
    .select()
    .from(marketSourceUsage)
    .where(and(eq(marketSourceUsage.day, day), inArray(marketSourceUsage.userId, ['', o.userId ?? ''])));
  const statuses = await db.select().from(marketSourceStatus);
  return Promise.all(
    names.map(async (name) => {
      const source = sources.find((s) => s.name === name);
      const total = usage.find((u) => u.source === name && u.userId === '');
      const mine = o.userId ? usage.find((u) => u.source === name && u.userId === o.userId) : undefined;
      const status = statuses.find((s) => s.source === name);
      const cap = dailyCap(env, name);
      const toConfigure =
        name === 'keepa'
          ? env.KEEPA_API_KEY
            ? []
            : ['KEEPA_API_KEY']
          : researchConfigured(env)
            ? []
            : ['SPAPI_CLIENT_ID', 'SPAPI_CLIENT_SECRET', 'SPAPI_RESEARCH_REFRESH_TOKEN'].filter(
                (v) => !env[v as 'SPAPI_CLIENT_ID'],
              );
      return {
        source: name,
        configured: !!source,
        toConfigure: source ? [] : toConfigure,
        buckets: source ? (await source.budget({ marketplace: o.marketplace })).buckets : [],
        today: {
          calls: total?.calls ?? 0,
          units: total?.units ?? 0,
          items: total?.items ?? 0,
          failures: total?.failures ?? 0,
        },
        cap,
        userCap: cap === null ? null : userCap(env, cap),
        userToday: o.userId ? { units: mine?.units ?? 0 } : null,
        lastSuccessAt: status?.lastSuccessAt ?? null,
        lastError: status?.lastErrorAt
          ? { at: status.lastErrorAt, code: status.lastErrorCode ?? 'failed', detail: status.lastErrorDetail }
          : null,
      };
    }),
  );
}
