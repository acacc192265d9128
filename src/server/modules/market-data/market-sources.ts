import { MARKETPLACES, type MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import type { MarketSourceName } from '#server/db/schema/index.ts';
import type { Env } from '#server/env.ts';
import type { Logger } from '#server/lib/logger.ts';
import {
  lwaAccessToken,
  type SellerSpApiAccess,
  sellerResearchAccess,
  spApiEndpoint,
} from '#server/modules/amazon/index.ts';
import { keepaSource } from '#server/providers/market-data/keepa/keepa-source.ts';
import type { CallPolicy, MarketDataSource } from '#server/providers/market-data/market-data-source.ts';
import {
  type SpApiCredential,
  spApiResearchSource,
} from '#server/providers/market-data/sp-api/sp-api-research-source.ts';
import { dbCallPolicy } from './call-policy.ts';

/** What the market-data services need (a subset of AppDeps, so jobs, the CLI and tests can build it). */
export interface MarketDataDeps {
  env: Env;
  database: { db: Db };
  logger: Logger;
  now: () => Date;
  /** Tests may route the sources' HTTP elsewhere. */
  fetch?: typeof fetch;
}

type Region = 'na' | 'eu' | 'fe';

/** The operator's research refresh token for a region (its own variable, else the common one). */
export function researchToken(env: Env, region: Region): string | undefined {
  const own =
    region === 'eu'
      ? env.SPAPI_RESEARCH_REFRESH_TOKEN_EU
      : region === 'fe'
        ? env.SPAPI_RESEARCH_REFRESH_TOKEN_FE
        : undefined;
  return own ?? env.SPAPI_RESEARCH_REFRESH_TOKEN;
}

export const researchConfigured = (env: Env) =>
  !!(
    env.SPAPI_CLIENT_ID &&
    env.SPAPI_CLIENT_SECRET &&
    (env.SPAPI_RESEARCH_REFRESH_TOKEN ||
      env.SPAPI_RESEARCH_REFRESH_TOKEN_EU ||
      env.SPAPI_RESEARCH_REFRESH_TOKEN_FE)
  );

/** Per process: one LWA token cache per research token, one seller-connection reader per configuration. */
const researchTokens = new Map<string, () => Promise<string>>();
const sellerAccessByEnv = new WeakMap<Env, ReturnType<typeof sellerResearchAccess>>();

function researchCredential(
  env: Env,
  marketplace: MarketplaceCode,
  fetchFn?: typeof fetch,
): SpApiCredential | null {
  const region = MARKETPLACES[marketplace].region;
  const refreshToken = researchToken(env, region);
  if (!env.SPAPI_CLIENT_ID || !env.SPAPI_CLIENT_SECRET || !refreshToken) return null;
  const cacheKey = `${env.SPAPI_LWA_TOKEN_URL}|${env.SPAPI_CLIENT_ID}|${refreshToken}`;
  let accessToken = researchTokens.get(cacheKey);
  if (!accessToken) {
    accessToken = lwaAccessToken(
      env,
      {
        clientId: env.SPAPI_CLIENT_ID,
        clientSecret: env.SPAPI_CLIENT_SECRET,
        refreshToken,
      },
      fetchFn,
    );
    researchTokens.set(cacheKey, accessToken);
  }
  return { id: `research-${region}`, endpoint: spApiEndpoint(env, marketplace), accessToken };
}

/**
 * The configured market data sources for a request, in the operator's order (MARKET_DATA_SOURCES):
 * Keepa when KEEPA_API_KEY is set; SP-API through the user's own connected seller account in its
 * region, else the operator's research credential. An unconfigured source is left out.
 */
export async function marketSources(
  deps: MarketDataDeps,
  o: { userId: string | null; policy?: CallPolicy; only?: MarketSourceName[] },
): Promise<MarketDataSource[]> {
  const { env } = deps;
  const db = deps.database.db;
  const policy = o.policy ?? dbCallPolicy({ db, env, now: deps.now, logger: deps.logger });
  const maxWaitMs = env.MARKET_DATA_MAX_WAIT_SECONDS * 1000;
  let seller: SellerSpApiAccess | null = null;
  if (o.userId) {
    let access = sellerAccessByEnv.get(env);
    if (!access) {
      access = sellerResearchAccess(env);
      sellerAccessByEnv.set(env, access);
    }
    seller = await access({ db, userId: o.userId });
  }
  const sources: MarketDataSource[] = [];
  for (const name of env.MARKET_DATA_SOURCES) {
    if (o.only && !o.only.includes(name)) continue;
    if (name === 'keepa' && env.KEEPA_API_KEY)
      sources.push(
        keepaSource({
          apiKey: env.KEEPA_API_KEY,
          baseUrl: env.KEEPA_API_BASE,
          db,
          policy,
          fetch: deps.fetch,
          maxWaitMs,
          now: deps.now,
        }),
      );
    if (name === 'sp_api' && (seller || researchConfigured(env))) {
      const own = seller;
      sources.push(
        spApiResearchSource({
          db,
          policy,
          fetch: deps.fetch,
          maxWaitMs,
          now: deps.now,
          credentialFor: (marketplace) =>
            own && own.region === MARKETPLACES[marketplace].region
              ? { id: own.id, endpoint: own.endpoint(marketplace), accessToken: own.accessToken }
              : researchCredential(env, marketplace, deps.fetch),
        }),
      );
    }
  }
  return sources;
}
