import { and, eq, gt } from 'drizzle-orm';
import { MARKETPLACE_CODES } from '#domain/marketplaces.ts';
import { catalogProducts } from '#server/db/schema/index.ts';
import { fetchAsinNow, type MarketRequestDeps } from '#server/modules/market-data/index.ts';

const DAY_MS = 86_400_000;

/**
 * Before a multi-market analysis (the user's explicit request): the ASIN fetched from the
 * configured sources on every marketplace where the catalog has no figure of it observed within
 * MARKET_DATA_FRESH_DAYS, all at once, each waiting at most MARKET_DATA_FETCH_WAIT_SECONDS. A
 * fetch of the same ASIN and marketplace made lately (found or not) is reused; one the sources
 * cannot make now goes on in the background and that marketplace reads what the catalog has.
 */
export async function fetchOtherMarkets(deps: MarketRequestDeps, o: { asin: string; userId: string }) {
  const since = new Date(deps.now().getTime() - deps.env.MARKET_DATA_FRESH_DAYS * DAY_MS);
  const rows = await deps.database.db
    .select({ marketplace: catalogProducts.marketplace })
    .from(catalogProducts)
    .where(and(eq(catalogProducts.asin, o.asin), gt(catalogProducts.observedAt, since)));
  const current = new Set(rows.map((r) => r.marketplace));
  await Promise.all(
    MARKETPLACE_CODES.filter((m) => !current.has(m)).map((marketplace) =>
      fetchAsinNow(deps, { marketplace, asin: o.asin, userId: o.userId }).catch((err) =>
        deps.logger.warn({ err, asin: o.asin, marketplace }, 'multi-market fetch failed'),
      ),
    ),
  );
}
