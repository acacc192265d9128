import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { MarketSourceName } from '#server/db/schema/index.ts';
import { MarketSourceError } from '#server/providers/market-data/market-data-source.ts';
import { type MarketDataDeps, marketSources } from './market-sources.ts';

/**
 * "Test connection": one cheap call of the source with the configured credentials (Keepa's
 * /token costs nothing; SP-API a one-item search). Its outcome is recorded like any call.
 */
export async function checkSource(
  deps: MarketDataDeps,
  o: { source: MarketSourceName; marketplace: MarketplaceCode; userId: string | null },
): Promise<{ ok: true } | { ok: false; code: string }> {
  const [source] = await marketSources(deps, { userId: o.userId, only: [o.source] });
  if (!source) return { ok: false, code: 'not_configured' };
  try {
    await source.check({ marketplace: o.marketplace }, { userId: o.userId, maxWaitMs: 10_000 });
    return { ok: true };
  } catch (e) {
    if (e instanceof MarketSourceError) return { ok: false, code: e.code };
    throw e;
  }
}
