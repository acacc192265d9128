import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db, Tx } from '#server/db/client.ts';
import type { AppError } from '#server/lib/app-error.ts';
import type { MarketRequestDeps } from '#server/modules/market-data/index.ts';
import type { SpApiAccessProvider } from '#server/providers/amazon/sp-api/catalog-items.ts';
import { catalogSource } from './catalog-source.ts';
import { marketDataObservations } from './market-data-observations.ts';
import { spApiSource } from './sp-api-source.ts';

/**
 * Where observations of a product come from (docs/tracking.md):
 * - `catalog`: what is stored (the latest snapshot of that ASIN, whatever wrote it);
 * - `market_data`: the configured live market data sources — Keepa, the operator's SP-API research
 *   credential, the user's own connected account (docs/market-data.md) — live;
 * - `sp_api`: Amazon's Selling Partner API, for a user who connected a seller account (live);
 * - file imports (`npm run cli -- snapshots:import`) and the catalog importer push snapshots;
 * - a user's "refresh" asks the live sources now instead of waiting for the refresh job.
 * Every observation is stored as a catalog snapshot with its source and time.
 */
export type SourceName = 'catalog' | 'market_data' | 'sp_api';

export interface ObserveRequest {
  db: Db;
  userId: string;
  marketplace: MarketplaceCode;
  /** Normalised ASIN. */
  asin: string;
  now: Date;
  /** Resolving an ASIN to track or alert on (default), or refreshing a tracked one. */
  purpose?: 'resolve' | 'refresh';
  /** Longest wait for a source's rate budget (a refresh); longer leaves the item due. */
  maxWaitMs?: number;
  /**
   * Written in the transaction that stores a new observation, so that a run cut short between the
   * two (a crashed refresh job) never stores the observation without it (and observes again).
   */
  onStored?: (tx: Tx) => Promise<void>;
}

export type ObserveResult =
  /** The product is in the catalog; `fresh`: a new observation was just stored. */
  | { status: 'observed'; productId: number; fresh: boolean }
  /** This source does not know the ASIN. */
  | { status: 'unknown' }
  /** This source cannot answer now (with the source's reason when it gave one). */
  | {
      status: 'unavailable';
      reason: 'not_connected' | 'rate_limited' | 'failed';
      /** Why, as the error the user is shown (source_out_of_tokens, source_not_in_plan…). */
      error?: AppError;
    };

export interface ObservationSource {
  readonly name: SourceName;
  /** A live source fetches new observations; the catalog only reads stored ones. */
  readonly live: boolean;
  observe(request: ObserveRequest): Promise<ObserveResult>;
}

/**
 * Every source, cheapest first; the live ones (market data, the seller's connection) when the caller
 * has the app's dependencies (a route, a job or the CLI), the catalog alone otherwise.
 */
export const observationSources = (
  deps?: MarketRequestDeps & { spApiCatalogAccess: SpApiAccessProvider },
): ObservationSource[] =>
  deps
    ? [catalogSource, marketDataObservations(deps), spApiSource(deps.spApiCatalogAccess)]
    : [catalogSource];
