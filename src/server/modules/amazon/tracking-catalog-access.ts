import { eq } from 'drizzle-orm';
import { MARKETPLACES } from '../../../domain/marketplaces.ts';
import { amazonConnections } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import type { SpApiAccessProvider } from '../tracking/sources/sp-api-access.ts';
import { createSpApiCatalogHttpClient } from '../tracking/sources/sp-api-http-client.ts';
import { lwaAccessToken, spApiEndpoint } from './amazon-access.ts';
import { openCredentials } from './connection-secrets.ts';

/**
 * Gives competitor tracking the catalog/offers client of a user's connected seller account. An
 * SP-API authorisation covers its whole region, so a seller connected on amazon.fr can observe
 * ASINs on amazon.de; another region (or no connection) → null.
 */
export function trackingCatalogAccess(env: Env): SpApiAccessProvider {
  return {
    async clientFor({ db, userId, marketplace }) {
      const [row] = await db.select().from(amazonConnections).where(eq(amazonConnections.userId, userId));
      if (!row || MARKETPLACES[row.marketplace].region !== MARKETPLACES[marketplace].region) return null;
      return createSpApiCatalogHttpClient({
        endpoint: spApiEndpoint(env, marketplace),
        accessToken: lwaAccessToken(env, openCredentials(env, row)),
        rateLimitKey: row.sellerId,
      });
    },
  };
}
