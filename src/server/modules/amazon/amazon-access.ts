import { MARKETPLACES, type MarketplaceCode } from '#domain/marketplaces.ts';
import { SP_API_ENDPOINTS } from '#domain/sp-api.ts';
import type { Db } from '#server/db/client.ts';
import type { Env } from '#server/env.ts';
import { AppError } from '#server/lib/app-error.ts';
import { LwaError, refreshAccessToken } from '#server/providers/amazon/sp-api/lwa.ts';
import { getMarketplaceParticipations } from '#server/providers/amazon/sp-api/operations.ts';
import {
  SpApiBudgetRefusedError,
  spApiBudgetLimiter,
} from '#server/providers/amazon/sp-api/shared-budget.ts';
import {
  createSpApiClient,
  type SpApiClient,
  SpApiError,
} from '#server/providers/amazon/sp-api/sp-api-client.ts';

export interface LwaCredentials {
  clientId: string;
  clientSecret: string;
  refreshToken: string;
}

/** Whether the operator configured an SP-API app (then sellers connect with "Connect with Amazon"). */
export const oauthConfigured = (env: Env) =>
  !!(env.SPAPI_CLIENT_ID && env.SPAPI_CLIENT_SECRET && env.SPAPI_APP_ID);

export const spApiEndpoint = (env: Env, marketplace: MarketplaceCode) =>
  env.SPAPI_ENDPOINT ?? SP_API_ENDPOINTS[MARKETPLACES[marketplace].region];

/** Amazon's refusals as our error codes (translated on the client). */
export function toAmazonAppError(e: unknown): AppError {
  if (e instanceof AppError) return e;
  if (e instanceof LwaError) {
    if (e.lwaCode === 'unreachable') return new AppError('amazon_unreachable', 502);
    if (e.lwaCode === 'invalid_client' || e.lwaCode === 'unauthorized_client')
      return new AppError('amazon_client_invalid', 400);
    return new AppError('amazon_token_invalid', 400, { reason: e.lwaCode });
  }
  if (e instanceof SpApiError) {
    if (e.amazonCode === 'unreachable') return new AppError('amazon_unreachable', 502);
    if (e.status === 401 || e.status === 403)
      return new AppError('amazon_access_denied', 400, { reason: e.amazonCode });
    if (e.status === 429) return new AppError('amazon_rate_limited', 503);
    return new AppError('amazon_error', 502, { status: e.status, reason: e.amazonCode });
  }
  // Our share of the seller's SP-API budget would make the request wait: refused at once, as Amazon would.
  if (e instanceof SpApiBudgetRefusedError)
    return new AppError('amazon_rate_limited', 429, { retryAfterSeconds: Math.ceil(e.waitMs / 1000) });
  return new AppError('amazon_error', 502, { status: 0, reason: 'unexpected' });
}

/** A seller's LWA access token: fetched on first use, reused until a minute before it expires. */
export function lwaAccessToken(
  env: Env,
  credentials: LwaCredentials,
  fetchFn?: typeof fetch,
): () => Promise<string> {
  let token: { value: string; expiresAt: number } | null = null;
  return async () => {
    if (token && token.expiresAt > Date.now() + 60_000) return token.value;
    const fresh = await refreshAccessToken({
      tokenUrl: env.SPAPI_LWA_TOKEN_URL,
      fetch: fetchFn,
      ...credentials,
    });
    token = { value: fresh.accessToken, expiresAt: Date.now() + fresh.expiresIn * 1000 };
    return token.value;
  };
}

/** The connection test waits this long at most for the seller's SP-API budget. */
const CONNECTION_TEST_MAX_WAIT_MS = 3_000;

/** An SP-API client for one seller, paced by the seller's shared budgets (per seller id and operation). */
export function openSpApi(
  env: Env,
  o: {
    db: Pick<Db, 'execute'>;
    sellerId: string;
    credentials: LwaCredentials;
    marketplace: MarketplaceCode;
    signal?: AbortSignal;
    /** The client's waits (throttling, back-off after a 429, report polling); tests record them. */
    sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
    /** The longest wait for the budget; longer → SpApiBudgetRefusedError (a request must not hang). */
    maxWaitMs?: number;
  },
): SpApiClient {
  return createSpApiClient({
    endpoint: spApiEndpoint(env, o.marketplace),
    signal: o.signal,
    accessToken: lwaAccessToken(env, o.credentials),
    sleep: o.sleep,
    limiter: spApiBudgetLimiter({ db: o.db, credential: o.sellerId, maxWaitMs: o.maxWaitMs }),
  });
}

/**
 * The connection test: the token works and the seller sells on the chosen marketplace
 * (Sellers API marketplaceParticipations). Any refusal becomes a clear error code.
 */
export async function verifyAmazonAccess(
  env: Env,
  o: { db: Pick<Db, 'execute'>; sellerId: string; credentials: LwaCredentials; marketplace: MarketplaceCode },
): Promise<void> {
  try {
    // A seller's request: past Amazon's burst of 15 tests the next is a minute away, so it is refused
    // with the wait rather than held open.
    const participations = await getMarketplaceParticipations(
      openSpApi(env, { ...o, maxWaitMs: CONNECTION_TEST_MAX_WAIT_MS }),
    );
    const wanted = MARKETPLACES[o.marketplace].marketplaceId;
    const found = participations.find((p) => p.marketplace.id === wanted);
    if (!found?.participation.isParticipating)
      throw new AppError('amazon_marketplace_not_enabled', 400, {
        marketplace: MARKETPLACES[o.marketplace].domain,
      });
  } catch (e) {
    throw toAmazonAppError(e);
  }
}
