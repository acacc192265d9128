import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { catalogProductSnapshots } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/app-error.ts';
import { findProductByAsin } from '#server/modules/catalog/index.ts';
import {
  fetchAsinNow,
  fetchProducts,
  type MarketRequestDeps,
  type MarketRequestView,
  marketSources,
  sourceAppError,
  stoppedCode,
} from '#server/modules/market-data/index.ts';
import {
  MarketSourceError,
  type MarketSourceName,
  type SourceErrorCode,
} from '#server/providers/market-data/market-data-source.ts';
import type { ObservationSource, ObserveResult } from './observation-source.ts';

const DAY_MS = 86_400_000;
const TRANSIENT = new Set(['busy', 'throttled', 'unreachable', 'failed']);

/** A source's refusal as what tracking reports: wait and retry, or a reason to show. */
function unavailable(
  code: string,
  o: { waitMs?: number; scope?: string; source: MarketSourceName },
): ObserveResult {
  const detail = {
    ...(o.waitMs === undefined ? {} : { waitMs: o.waitMs }),
    ...(o.scope === undefined ? {} : { scope: o.scope }),
  };
  return {
    status: 'unavailable',
    reason: TRANSIENT.has(code) ? 'rate_limited' : 'failed',
    error: sourceAppError(
      new MarketSourceError(o.source, code as SourceErrorCode, 'observe', detail),
    ) as AppError,
  };
}

/** A fetch request that ended without the product: its reason as the user reads it. */
function requestError(request: MarketRequestView, now: Date): ObserveResult {
  const waiting = request.waitingUntil ? Date.parse(request.waitingUntil) - now.getTime() : 0;
  const under = request.state === 'queued' || request.state === 'running';
  const code = under
    ? (stoppedCode('busy', null, request.source) as string)
    : (request.stoppedCode ?? 'source_failed');
  const wait = Math.max(1000, waiting || 30_000);
  return {
    status: 'unavailable',
    reason: under || code === 'source_busy' || code === 'source_out_of_tokens' ? 'rate_limited' : 'failed',
    error: new AppError(code, code === 'source_busy' || code === 'source_out_of_tokens' ? 503 : 502, {
      source: request.source ?? 'keepa',
      sourceName: request.source === 'sp_api' ? 'Amazon SP-API' : 'Keepa',
      retryAfterSeconds: Math.ceil(wait / 1000),
      until: new Date(now.getTime() + wait).toISOString(),
    }),
  };
}

/**
 * The configured live market data sources (docs/market-data.md: Keepa, the SP-API research
 * credential, the seller's own connection) as a tracking source:
 * - resolving an ASIN the catalog does not hold (tracking it, an alert on it): the user's explicit
 *   "fetch now" with its whole history, waiting at most MARKET_DATA_FETCH_WAIT_SECONDS and shared
 *   with any fetch of the same ASIN under way (fetchAsinNow);
 * - refreshing a tracked product (the refresh job, the Refresh buttons): the observations since the
 *   newest one stored, within the sources' rate budgets and daily caps (a wait longer than
 *   `maxWaitMs` leaves the item due). A product a live source observed within
 *   TRACKING_REFRESH_MINUTES (another user's refresh, a crawl) is not asked again.
 */
export function marketDataObservations(deps: MarketRequestDeps): ObservationSource {
  return {
    name: 'market_data',
    live: true,
    async observe({ db, userId, marketplace, asin, now, purpose, maxWaitMs, onStored }) {
      const sources = await marketSources(deps, { userId });
      if (!sources.length) return { status: 'unavailable', reason: 'not_connected' };
      if (purpose !== 'refresh') {
        const request = await fetchAsinNow(deps, { marketplace, asin, userId, kind: 'history' });
        const product = await findProductByAsin({ db, marketplace, asin });
        if (product) return { status: 'observed', productId: product.id, fresh: !!request?.stored };
        if (!request || (request.state === 'done' && !request.stoppedCode)) return { status: 'unknown' };
        return requestError(request, now);
      }
      const known = await findProductByAsin({ db, marketplace, asin });
      const [newest] = known
        ? await db
            .select({ at: catalogProductSnapshots.observedAt })
            .from(catalogProductSnapshots)
            .where(
              and(
                eq(catalogProductSnapshots.productId, known.id),
                isNull(catalogProductSnapshots.privateTo),
                inArray(catalogProductSnapshots.source, ['keepa', 'sp_api']),
              ),
            )
            .orderBy(desc(catalogProductSnapshots.observedAt))
            .limit(1)
        : [];
      const recent = now.getTime() - deps.env.TRACKING_REFRESH_MINUTES * 60_000;
      if (known && newest && newest.at.getTime() > recent) {
        await db.transaction(async (tx) => onStored?.(tx));
        return { status: 'observed', productId: known.id, fresh: false };
      }
      const result = await fetchProducts(deps, {
        marketplace,
        asins: [asin],
        userId,
        sources,
        // What the sources keeping a history observed since the newest stored observation.
        history: { since: new Date((newest?.at.getTime() ?? 0) - DAY_MS) },
        maxWaitMs,
      });
      const stored = result.stored[0];
      if (stored) {
        await db.transaction(async (tx) => onStored?.(tx));
        return { status: 'observed', productId: stored.productId, fresh: true };
      }
      const failure = result.failed[0];
      if (failure) return unavailable(failure.code, failure);
      return { status: 'unknown' };
    },
  };
}
