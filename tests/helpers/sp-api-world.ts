import { randomBytes } from 'node:crypto';
import { afterAll } from 'vitest';
import type { SelfAuthorizedInput } from '#contracts/amazon.ts';
import { MARKETPLACES } from '#domain/marketplaces.ts';
import {
  type SpApiStandIn,
  type SpApiStandInOptions,
  spApiResearchEnv,
  startSpApiStandIn,
} from './sp-api-stand-in.ts';
import { createTestContext } from './test-app.ts';

export type StandInSeller = ReturnType<SpApiStandIn['addSeller']>;

/** The SP-API stand-in for the tests of one file, closed after them. */
export async function spApiStandInForFile(options?: SpApiStandInOptions) {
  const amazon = await startSpApiStandIn(options);
  afterAll(() => amazon.close());
  return amazon;
}

/**
 * Operator-wide research through the stand-in: its seller `name` (`A1NAME`, client
 * `amzn1.application-oa2-client.name`, US unless `marketplaceIds` say otherwise) is the operator's
 * research credential, and the app is pointed at it with SP-API as its only market source, `env` on top.
 */
export async function spApiResearchWorld(
  name: string,
  o: { marketplaceIds?: string[]; standIn?: SpApiStandInOptions; env?: Record<string, string> } = {},
) {
  const amazon = await spApiStandInForFile(o.standIn);
  const operator = amazon.addSeller({
    sellerId: `A1${name.replace(/-/g, '').toUpperCase()}`,
    clientId: `amzn1.application-oa2-client.${name}`,
    clientSecret: `${name}-secret`,
    refreshToken: `Atzr|${randomBytes(12).toString('hex')}`,
    marketplaceIds: o.marketplaceIds ?? [MARKETPLACES.US.marketplaceId],
  });
  const ctx = await createTestContext({ ...spApiResearchEnv(amazon, operator), ...o.env });
  return { amazon, operator, ctx, db: ctx.deps.database.db };
}

/**
 * Sellers' own connections through the stand-in: the app pointed at it, with an encryption key for
 * the stored tokens, `env` on top (the operator's app credentials, for instance).
 */
export async function spApiConnectionWorld(env: Record<string, string> = {}) {
  const amazon = await spApiStandInForFile();
  const ctx = await createTestContext({
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    SPAPI_ENDPOINT: amazon.url,
    SPAPI_LWA_TOKEN_URL: amazon.tokenUrl,
    ...env,
  });
  return { amazon, ctx, db: ctx.deps.database.db };
}

/** What a seller sends to connect their account itself (PUT /api/amazon/connection), in the US. */
export const selfConnection = (seller: StandInSeller, email = 'seller@example.com'): SelfAuthorizedInput => ({
  sellerId: seller.sellerId,
  marketplace: 'US',
  email,
  lwaClientId: seller.clientId,
  lwaClientSecret: seller.clientSecret,
  refreshToken: seller.refreshToken,
});
