import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { AppError } from '#server/lib/app-error.ts';
import { fetchAsinNow, type MarketRequestDeps } from '#server/modules/market-data/index.ts';

/** The HTTP status of a source's stop reason (see market-data sourceAppError). */
const STATUS: Record<string, number> = {
  source_cap_reached: 429,
  source_user_share_reached: 429,
  source_busy: 503,
};

/**
 * Runs a lookup of one ASIN; when the catalog does not hold it, fetches it from the configured
 * sources (the user's explicit look-up, with a bounded wait) and runs the lookup again. Still
 * unknown: `asin_not_in_catalog`, or why the source could not answer now (busy: it goes on in the
 * background; the user's share of the day used…).
 */
export async function withUnknownAsinFetched<T>(
  deps: MarketRequestDeps,
  o: { marketplace: MarketplaceCode; asin: string; userId: string },
  lookup: () => Promise<T>,
): Promise<T> {
  try {
    return await lookup();
  } catch (e) {
    if (!(e instanceof AppError) || e.code !== 'asin_not_in_catalog') throw e;
    const asin = String(e.params.asin ?? o.asin);
    const request = await fetchAsinNow(deps, { marketplace: o.marketplace, asin, userId: o.userId });
    if (!request) throw e;
    if (request.state === 'done' && request.stored > 0) return lookup();
    if (request.stoppedCode) {
      const retryAfterSeconds = request.waitingUntil
        ? Math.max(1, Math.ceil((Date.parse(request.waitingUntil) - deps.now().getTime()) / 1000))
        : 60;
      throw new AppError(request.stoppedCode, STATUS[request.stoppedCode] ?? 502, {
        source: request.source ?? '',
        retryAfterSeconds,
      });
    }
    if (request.state === 'queued' || request.state === 'running')
      throw new AppError('source_busy', 503, { source: request.source ?? '', retryAfterSeconds: 30 });
    throw e;
  }
}
