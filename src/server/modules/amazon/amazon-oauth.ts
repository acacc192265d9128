import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { SELLER_CENTRAL_URLS, SELLER_ID_PATTERN } from '#domain/sp-api.ts';
import type { Db } from '#server/db/client.ts';
import { amazonOauthStates } from '#server/db/schema/index.ts';
import type { Env } from '#server/env.ts';
import { AppError } from '#server/lib/app-error.ts';
import { exchangeAuthorizationCode } from '#server/providers/amazon/sp-api/lwa.ts';
import { oauthConfigured, toAmazonAppError, verifyAmazonAccess } from './amazon-access.ts';
import { saveConnection } from './manage-connection.ts';

const STATE_TTL_MS = 15 * 60_000;

export const oauthRedirectUri = (env: Env) => `${env.baseUrl}/api/amazon/oauth/callback`;

/**
 * "Connect with Amazon": remembers the request under a random state and returns Seller Central's
 * consent page for the operator's SP-API app. Amazon sends the seller back to oauthRedirectUri.
 */
export async function startAmazonOauth(o: {
  db: Db;
  env: Env;
  userId: string;
  marketplace: MarketplaceCode;
  email: string;
  now: Date;
}): Promise<{ url: string }> {
  if (!oauthConfigured(o.env)) throw new AppError('amazon_oauth_unavailable', 400);
  const state = randomBytes(24).toString('base64url');
  await o.db.delete(amazonOauthStates).where(lt(amazonOauthStates.expiresAt, o.now));
  await o.db.insert(amazonOauthStates).values({
    state,
    userId: o.userId,
    marketplace: o.marketplace,
    email: o.email,
    expiresAt: new Date(o.now.getTime() + STATE_TTL_MS),
  });
  const url = new URL('/apps/authorize/consent', SELLER_CENTRAL_URLS[o.marketplace]);
  url.searchParams.set('application_id', o.env.SPAPI_APP_ID as string);
  url.searchParams.set('state', state);
  url.searchParams.set('redirect_uri', oauthRedirectUri(o.env));
  if (o.env.SPAPI_APP_DRAFT) url.searchParams.set('version', 'beta');
  return { url: url.toString() };
}

/**
 * Amazon's redirect back: the state must be this user's and fresh; the code is exchanged for the
 * seller's refresh token, which is tested and stored encrypted. Throws an AppError on any refusal.
 */
export async function completeAmazonOauth(o: {
  db: Db;
  env: Env;
  userId: string;
  state: string;
  code: string;
  sellingPartnerId: string;
  now: Date;
}) {
  if (!oauthConfigured(o.env)) throw new AppError('amazon_oauth_unavailable', 400);
  const [pending] = await o.db
    .delete(amazonOauthStates)
    .where(
      and(
        eq(amazonOauthStates.state, o.state),
        eq(amazonOauthStates.userId, o.userId),
        gt(amazonOauthStates.expiresAt, o.now),
      ),
    )
    .returning();
  if (!pending) throw new AppError('amazon_oauth_state_invalid', 400);
  if (!SELLER_ID_PATTERN.test(o.sellingPartnerId)) throw new AppError('amazon_oauth_state_invalid', 400);
  let refreshToken: string;
  try {
    const tokens = await exchangeAuthorizationCode({
      tokenUrl: o.env.SPAPI_LWA_TOKEN_URL,
      clientId: o.env.SPAPI_CLIENT_ID as string,
      clientSecret: o.env.SPAPI_CLIENT_SECRET as string,
      code: o.code,
      redirectUri: oauthRedirectUri(o.env),
    });
    if (!tokens.refreshToken) throw new AppError('amazon_token_invalid', 400, { reason: 'no_refresh_token' });
    refreshToken = tokens.refreshToken;
  } catch (e) {
    throw toAmazonAppError(e);
  }
  await verifyAmazonAccess(o.env, {
    db: o.db,
    sellerId: o.sellingPartnerId,
    marketplace: pending.marketplace,
    credentials: {
      clientId: o.env.SPAPI_CLIENT_ID as string,
      clientSecret: o.env.SPAPI_CLIENT_SECRET as string,
      refreshToken,
    },
  });
  return saveConnection({
    db: o.db,
    env: o.env,
    userId: o.userId,
    mode: 'oauth',
    sellerId: o.sellingPartnerId,
    marketplace: pending.marketplace,
    email: pending.email,
    refreshToken,
    now: o.now,
  });
}
