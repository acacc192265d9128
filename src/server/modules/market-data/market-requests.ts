import { and, desc, eq, sql } from 'drizzle-orm';
import type { MarketRequestView } from '#contracts/market-data.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { type MarketRequestKind, type MarketSourceName, marketRequests } from '#server/db/schema/index.ts';
import type { MarketDataDeps } from './market-sources.ts';

export type { MarketRequestView };

/** The requests for one subject (its kind, marketplace and keyed subject, see requestSubject). */
export const requestsFor = (o: { kind: MarketRequestKind; marketplace: MarketplaceCode; subject: string }) =>
  and(
    eq(marketRequests.kind, o.kind),
    eq(marketRequests.marketplace, o.marketplace),
    eq(marketRequests.subject, o.subject),
  );

const DAY_MS = 86_400_000;

/** A keyword as requests key it: the same crawl whatever the case and spacing. */
export const requestSubject = (kind: MarketRequestKind, subject: string) =>
  kind === 'keyword'
    ? subject.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 200)
    : subject.trim().toUpperCase();

/**
 * A source's stop reason as the error code the client shows, in plain words per cause
 * (errors/market-data.json): the daily cap or the user's share of it, not on the operator's Keepa
 * plan (404), Keepa out of tokens (with when they come back), the key or Amazon credential refused,
 * unreachable, an unreadable answer.
 */
export function stoppedCode(
  code: string | null,
  scope: string | null,
  source?: MarketSourceName | null,
): string | null {
  if (!code) return null;
  if (code === 'cap_reached') return scope === 'user' ? 'source_user_share_reached' : 'source_cap_reached';
  if (code === 'not_in_plan') return 'source_not_in_plan';
  if (code === 'refused')
    return source === 'sp_api'
      ? 'source_credential_refused'
      : source === 'keepa'
        ? 'source_key_refused'
        : 'source_refused';
  if ((code === 'busy' || code === 'throttled') && source === 'keepa') return 'source_out_of_tokens';
  if (['busy', 'unreachable', 'bad_answer', 'throttled'].includes(code)) return `source_${code}`;
  return 'source_failed';
}

export function toRequestView(r: typeof marketRequests.$inferSelect): MarketRequestView {
  return {
    id: r.id,
    kind: r.kind,
    marketplace: r.marketplace,
    subject: r.subject,
    state: r.state,
    source: r.source,
    stored: r.stored,
    total: r.total,
    waitingUntil: r.waitingUntil?.toISOString() ?? null,
    stoppedCode: stoppedCode(r.stoppedBy, r.stoppedScope, r.source),
    createdAt: r.createdAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
  };
}

/**
 * The request that answers for this subject now: one queued or running, else the newest finished
 * one younger than MARKET_DATA_FRESH_DAYS (null: none).
 */
export async function currentMarketRequest(
  deps: MarketDataDeps,
  o: { kind: MarketRequestKind; marketplace: MarketplaceCode; subject: string },
): Promise<MarketRequestView | null> {
  const subject = requestSubject(o.kind, o.subject);
  const [row] = await deps.database.db
    .select()
    .from(marketRequests)
    .where(
      and(
        requestsFor({ ...o, subject }),
        sql`(${marketRequests.state} in ('queued', 'running') or ${marketRequests.finishedAt} > ${new Date(
          deps.now().getTime() - deps.env.MARKET_DATA_FRESH_DAYS * DAY_MS,
        )})`,
      ),
    )
    .orderBy(sql`${marketRequests.state} in ('queued', 'running') desc`, desc(marketRequests.id))
    .limit(1);
  return row ? toRequestView(row) : null;
}
