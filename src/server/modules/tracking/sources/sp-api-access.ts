import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import type { SpApiCatalogClient } from '#server/providers/amazon/sp-api/catalog-items.ts';

export {
  type SpApiCatalogClient,
  SpApiThrottledError,
} from '#server/providers/amazon/sp-api/catalog-items.ts';

/**
 * What the tracking module needs from Amazon's Selling Partner API, for one connected seller: the
 * catalog client of `providers/amazon/sp-api/catalog-items.ts`. The account connection (Login with
 * Amazon, encrypted refresh token, regional endpoints) belongs to the amazon module; the start-up
 * (`boot/create-deps.ts`) sets `spApiAccess.provider` to it, so neither module imports the other.
 * Until a provider is set, the SP-API source reports "not connected" and nothing is invented.
 */
export interface SpApiAccessProvider {
  /** The SP-API client of this user's connected seller account on this marketplace, or null. */
  clientFor(o: { db: Db; userId: string; marketplace: MarketplaceCode }): Promise<SpApiCatalogClient | null>;
}

/** Set at start-up by boot/create-deps.ts (the amazon module's connections). */
export const spApiAccess: { provider: SpApiAccessProvider | null } = { provider: null };
