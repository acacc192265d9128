import { eq } from 'drizzle-orm';
import { MARKETPLACES, type MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import { amazonConnections } from '#server/db/schema/index.ts';
import type { Env } from '#server/env.ts';
import { spApiEndpoint } from './amazon-access.ts';
import { createConnectionTokens } from './tracking-catalog-access.ts';

/** A seller's SP-API access for market research: their selling partner id names the rate budgets. */
export interface SellerSpApiAccess {
  id: string;
  region: 'na' | 'eu' | 'fe';
  endpoint: (marketplace: MarketplaceCode) => string;
  accessToken: () => Promise<string>;
}

/**
 * The connected seller account of a user, for market research in its region (an SP-API
 * authorisation covers the region's marketplaces), or null. LWA access tokens are cached per
 * connection in this process, as for competitor tracking.
 */
export function sellerResearchAccess(env: Env) {
  const tokenFor = createConnectionTokens(env);
  return async (o: { db: Db; userId: string }): Promise<SellerSpApiAccess | null> => {
    const [row] = await o.db.select().from(amazonConnections).where(eq(amazonConnections.userId, o.userId));
    if (!row) return null;
    return {
      id: row.sellerId,
      region: MARKETPLACES[row.marketplace].region,
      endpoint: (marketplace) => spApiEndpoint(env, marketplace),
      accessToken: tokenFor(row),
    };
  };
}
