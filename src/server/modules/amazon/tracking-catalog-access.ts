import { eq } from 'drizzle-orm';
import { MARKETPLACES } from '#domain/marketplaces.ts';
import { amazonConnections } from '#server/db/schema/index.ts';
import type { Env } from '#server/env.ts';
import {
  createSpApiCatalogClient,
  type SpApiAccessProvider,
} from '#server/providers/amazon/sp-api/catalog-items.ts';
import { lwaAccessToken, spApiEndpoint } from './amazon-access.ts';
import { openCredentials } from './connection-secrets.ts';

type Connection = typeof amazonConnections.$inferSelect;

/**
 * One LWA access token per seller connection, shared by every observation of this instance: the
 * token is fetched once and reused until a minute before it expires (lwaAccessToken), and calls
 * made while it is being fetched (getCatalogItem and getItemOffers run in parallel) wait for that
 * one request. A reconnection (new credentials) gets a new entry; a failed fetch is not kept.
 */
export function createConnectionTokens(env: Env) {
  const byUser = new Map<string, { version: string; token: () => Promise<string> }>();
  return (row: Connection): (() => Promise<string>) => {
    const version = `${row.mode}|${row.sellerId}|${row.lwaClientId ?? ''}|${row.refreshTokenEncrypted}`;
    const cached = byUser.get(row.userId);
    if (cached && cached.version === version) return cached.token;
    const fetchToken = lwaAccessToken(env, openCredentials(env, row));
    let inFlight: Promise<string> | null = null;
    const token = () => {
      inFlight ??= fetchToken().finally(() => {
        inFlight = null;
      });
      return inFlight;
    };
    byUser.set(row.userId, { version, token });
    return token;
  };
}

/**
 * Gives competitor tracking the catalog/offers client of a user's connected seller account. An
 * SP-API authorisation covers its whole region, so a seller connected on amazon.fr can observe
 * ASINs on amazon.de; another region (or no connection) → null.
 */
export function trackingCatalogAccess(env: Env): SpApiAccessProvider {
  const tokenFor = createConnectionTokens(env);
  return {
    async clientFor({ db, userId, marketplace }) {
      const [row] = await db.select().from(amazonConnections).where(eq(amazonConnections.userId, userId));
      if (!row || MARKETPLACES[row.marketplace].region !== MARKETPLACES[marketplace].region) return null;
      return createSpApiCatalogClient({
        endpoint: spApiEndpoint(env, marketplace),
        accessToken: tokenFor(row),
        db,
        rateLimitKey: row.sellerId,
      });
    },
  };
}
