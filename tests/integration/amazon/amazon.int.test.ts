import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { amazonApi } from '#contracts/amazon.ts';
import { analyticsApi } from '#contracts/analytics.ts';
import { sellerDataApi } from '#contracts/seller-data.ts';
import { MARKETPLACES } from '#domain/marketplaces.ts';
import {
  amazonConnections,
  sellerAccountTraffic,
  sellerAsinTraffic,
  sellerInventory,
  sellerOrders,
} from '#server/db/schema/index.ts';
import { jobDefinitions } from '#server/jobs/index.ts';
import { runAmazonSync } from '#server/modules/amazon/amazon-sync-job.ts';
import { createUser } from '#tests/helpers/factories/index.ts';
import { selfConnection, spApiConnectionWorld } from '#tests/helpers/sp-api-world.ts';

const { amazon, ctx, db } = await spApiConnectionWorld({
  SPAPI_CLIENT_ID: 'amzn1.application-oa2-client.scout',
  SPAPI_CLIENT_SECRET: 'scout-app-client-secret-0123456789',
  SPAPI_APP_ID: 'amzn1.sp.solution.scout-test',
});
const US = MARKETPLACES.US.marketplaceId;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * The sync's SP-API waits, recorded instead of waited: a seller's budgets are shared (PostgreSQL,
 * per seller and operation) across runs, so once createReport's burst of 15 is spent a run waits
 * Amazon's documented minute per report.
 */
const waits: number[] = [];
const recordWait = async (ms: number) => {
  waits.push(ms);
};

let sellerCount = 0;
function newSeller(o: { marketplaceIds?: string[]; operatorApp?: boolean } = {}) {
  sellerCount++;
  return amazon.addSeller({
    sellerId: `A1SELLER${String(sellerCount).padStart(6, '0')}`,
    clientId: o.operatorApp
      ? 'amzn1.application-oa2-client.scout'
      : `amzn1.application-oa2-client.own${sellerCount}`,
    clientSecret: o.operatorApp
      ? 'scout-app-client-secret-0123456789'
      : `own-secret-${sellerCount}-0123456789`,
    refreshToken: `Atzr|IwEBI-refresh-token-${sellerCount}-${randomBytes(8).toString('hex')}`,
    marketplaceIds: o.marketplaceIds ?? [US],
  });
}

describe('self-authorised connection', () => {
  it('tests the token with Amazon, stores it encrypted and never sends it back', async () => {
    const me = await ctx.signUp();
    const seller = newSeller();
    const res = await me.call(amazonApi.connect, { body: selfConnection(seller) });
    expect(res.status).toBe(200);
    expect(res.body.connection).toMatchObject({ mode: 'self', sellerId: seller.sellerId, marketplace: 'US' });
    expect(JSON.stringify(res.body)).not.toContain(seller.refreshToken);
    expect(JSON.stringify(res.body)).not.toContain(seller.clientSecret);
    expect(JSON.stringify((await me.call(amazonApi.connection)).body)).not.toContain(seller.refreshToken);

    // The database never holds the plain token or secret, in any column.
    const raw = await db.execute(
      sql`select row_to_json(c)::text as row from amazon_connections c where user_id = ${me.userId}`,
    );
    const stored = String(raw.rows[0]?.row);
    expect(stored).not.toContain(seller.refreshToken);
    expect(stored).not.toContain(seller.clientSecret);
    expect(stored).toMatch(/"refresh_token_encrypted":"v1:/);
    expect(amazon.calls.some((c) => c.operation === 'getMarketplaceParticipations')).toBe(true);
  });

  it('refuses a wrong token, a wrong client and a marketplace the seller does not sell on, storing nothing', async () => {
    const me = await ctx.signUp();
    const seller = newSeller();
    const badToken = await me.call(amazonApi.connect, {
      body: {
        ...selfConnection(seller),
        refreshToken: 'Atzr|IwEBI-not-the-right-token',
      },
    });
    expect(badToken.status).toBe(400);
    expect(badToken.error?.code).toBe('amazon_token_invalid');
    const badClient = await me.call(amazonApi.connect, {
      body: {
        ...selfConnection(seller),
        lwaClientSecret: 'wrong-secret-0123456789',
      },
    });
    expect(badClient.error?.code).toBe('amazon_client_invalid');
    const wrongMarket = await me.call(amazonApi.connect, {
      body: {
        ...selfConnection(seller),
        marketplace: 'FR',
      },
    });
    expect(wrongMarket.error).toEqual({
      code: 'amazon_marketplace_not_enabled',
      params: { marketplace: 'amazon.fr' },
    });
    const badId = await me.call(amazonApi.connect, {
      body: {
        ...selfConnection(seller),
        sellerId: 'not an id',
      },
    });
    expect(badId.error).toMatchObject({ code: 'validation_failed', params: { field: 'sellerId' } });
    expect((await me.call(amazonApi.connection)).body.connection).toBeNull();
  });

  it('disconnecting deletes the tokens', async () => {
    const me = await ctx.signUp();
    await me.call(amazonApi.connect, { body: selfConnection(newSeller()) });
    expect((await me.call(amazonApi.disconnect)).status).toBe(204);
    expect(await db.select().from(amazonConnections).where(eq(amazonConnections.userId, me.userId))).toEqual(
      [],
    );
    expect((await me.call(amazonApi.disconnect)).status).toBe(404);
  });
  it('refuses a connection test past Amazon’s burst at once (429 with the wait), never holding the request a minute', async () => {
    const me = await ctx.signUp();
    const seller = newSeller();
    // getMarketplaceParticipations: 0.016/s, burst 15 (Amazon's documented bucket, shared per seller).
    const results = [];
    for (let i = 0; i < 16; i++) {
      const started = Date.now();
      const res = await me.call(amazonApi.connect, { body: selfConnection(seller) });
      results.push({ status: res.status, code: res.error?.code, ms: Date.now() - started, res });
    }
    expect(results.slice(0, 15).every((r) => r.status === 200)).toBe(true);
    const refused = results[15];
    expect(refused.status).toBe(429);
    expect(refused.res.error).toMatchObject({ code: 'amazon_rate_limited' });
    expect(Number(refused.res.error?.params?.retryAfterSeconds)).toBeGreaterThan(3);
    // Refused rather than waited: Amazon's next call is about a minute away.
    expect(refused.ms).toBeLessThan(30_000);
    // Nothing changed: the connection saved by the earlier tests is still there.
    expect((await me.call(amazonApi.connection)).body.connection).toMatchObject({
      sellerId: seller.sellerId,
    });
  });
});

describe('Login with Amazon (OAuth)', () => {
  it('sends the seller to Seller Central, exchanges the code on return and stores the token', async () => {
    const me = await ctx.signUp();
    const seller = newSeller({ operatorApp: true });
    const start = await me.call(amazonApi.startOauth, {
      body: { marketplace: 'US', email: 'me@shop.example' },
    });
    expect(start.status).toBe(200);
    const consent = new URL(start.body.url);
    expect(consent.origin).toBe('https://sellercentral.amazon.com');
    expect(consent.pathname).toBe('/apps/authorize/consent');
    expect(consent.searchParams.get('application_id')).toBe('amzn1.sp.solution.scout-test');
    const redirectUri = consent.searchParams.get('redirect_uri') as string;
    expect(redirectUri).toBe('http://localhost:3000/api/amazon/oauth/callback');
    const state = consent.searchParams.get('state') as string;

    // Seller Central redirects back with a code, the state and the selling partner id.
    const code = amazon.issueAuthorizationCode({
      clientId: seller.clientId,
      redirectUri,
      refreshToken: seller.refreshToken,
    });
    const back = await me.call(amazonApi.oauthCallback, {
      query: { state: state, spapi_oauth_code: code, selling_partner_id: seller.sellerId },
    });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/settings?amazon=connected#amazon');
    const { connection } = (await me.call(amazonApi.connection)).body;
    expect(connection).toMatchObject({
      mode: 'oauth',
      sellerId: seller.sellerId,
      email: 'me@shop.example',
      lwaClientId: null,
    });

    // The state is single-use and belongs to its user.
    const again = await me.call(amazonApi.oauthCallback, {
      query: { state: state, spapi_oauth_code: code, selling_partner_id: seller.sellerId },
    });
    expect(again.headers.get('location')).toBe('/settings?amazon_error=amazon_oauth_state_invalid#amazon');
    const other = await ctx.signUp();
    const otherStart = await other.call(amazonApi.startOauth, {
      body: {
        marketplace: 'US',
        email: 'x@y.example',
      },
    });
    const otherState = new URL(otherStart.body.url).searchParams.get('state') ?? undefined;
    const stolen = await me.call(amazonApi.oauthCallback, {
      query: { state: otherState, spapi_oauth_code: 'x', selling_partner_id: seller.sellerId },
    });
    expect(stolen.headers.get('location')).toContain('amazon_oauth_state_invalid');
    const signedOut = await ctx.client().call(amazonApi.oauthCallback, {
      query: { state: state, spapi_oauth_code: code, selling_partner_id: seller.sellerId },
    });
    expect(signedOut.headers.get('location')).toBe('/auth');
    const denied = await me.call(amazonApi.oauthCallback, { query: { error: 'access_denied' } });
    expect(denied.headers.get('location')).toBe('/settings?amazon_error=amazon_oauth_denied#amazon');
  });
});

describe('sync job', () => {
  it('is a recurring job on the queue', () => {
    expect(jobDefinitions.map((j) => j.name)).toContain('amazon-sync');
  });

  it('pulls the daily Sales and Traffic reports, orders and FBA inventory into the seller tables', async () => {
    const me = await createUser(ctx, { plan: 'elite' });
    const seller = newSeller();
    const row = (units: number) => ({
      parentAsin: 'B0C7K3M9QX',
      childAsin: 'B0C7K3M9QX',
      sku: 'WB-32-BLK',
      units,
      sales: units * 24.99,
      orderItems: units,
      browserSessions: units * 5,
      mobileSessions: units * 7,
      browserPageViews: units * 6,
      mobilePageViews: units * 9,
    });
    seller.days.set(day(-1), [row(10), { ...row(3), childAsin: 'B0C7K3N2RT', sku: 'WB-32-SGE' }]);
    seller.days.set(day(-2), [row(8)]);
    seller.orders.push(
      ...[1, 2, 3].map((n) => ({
        AmazonOrderId: `113-000000${n}-0000000`,
        PurchaseDate: `${day(-1)}T10:0${n}:00Z`,
        LastUpdateDate: `${day(-1)}T12:0${n}:00Z`,
        OrderStatus: n === 3 ? 'Canceled' : 'Shipped',
        FulfillmentChannel: 'AFN',
        OrderTotal: { CurrencyCode: 'USD', Amount: '24.99' },
        NumberOfItemsShipped: 1,
        NumberOfItemsUnshipped: 0,
        MarketplaceId: US,
      })),
    );
    seller.inventory.push({
      asin: 'B0C7K3M9QX',
      fnSku: 'X003K2LQ9F',
      sellerSku: 'WB-32-BLK',
      condition: 'NewItem',
      productName: 'Water Bottle',
      totalQuantity: 572,
      inventoryDetails: {
        fulfillableQuantity: 412,
        inboundWorkingQuantity: 0,
        inboundShippedQuantity: 120,
        inboundReceivingQuantity: 0,
        reservedQuantity: { totalReservedQuantity: 37 },
        unfulfillableQuantity: { totalUnfulfillableQuantity: 3 },
      },
    });
    await me.call(amazonApi.connect, { body: selfConnection(seller) });
    const before = amazon.calls.length;

    await runAmazonSync(ctx.deps, new AbortController().signal, { reportPollMs: 0, sleep: recordWait });

    const made = amazon.calls.slice(before).filter((c) => c.sellerId === seller.sellerId);
    const reports = made.filter((c) => c.operation === 'createReport');
    expect(reports).toHaveLength(7); // one report per day, 7 days per run
    expect(reports[0]?.body).toMatchObject({
      reportType: 'GET_SALES_AND_TRAFFIC_REPORT',
      marketplaceIds: [US],
      reportOptions: { dateGranularity: 'DAY', asinGranularity: 'CHILD' },
    });
    expect(made.filter((c) => c.operation === 'getOrders')).toHaveLength(2); // 3 orders, 2 per page

    const asinRows = await db.select().from(sellerAsinTraffic).where(eq(sellerAsinTraffic.userId, me.userId));
    const accountRows = await db
      .select()
      .from(sellerAccountTraffic)
      .where(eq(sellerAccountTraffic.userId, me.userId));
    // The first run backfills the oldest 7 of the last 30 days; the days with sales come later.
    expect(asinRows).toHaveLength(0);
    expect(accountRows.length).toBe(7);
    expect(await db.select().from(sellerOrders).where(eq(sellerOrders.userId, me.userId))).toHaveLength(3);
    const [stock] = await db.select().from(sellerInventory).where(eq(sellerInventory.userId, me.userId));
    expect(stock).toMatchObject({
      sku: 'WB-32-BLK',
      fulfillable: 412,
      reserved: 37,
      total: 572,
      source: 'sp_api',
    });

    // Later runs (the connection is due again while days are missing) reach yesterday.
    for (let i = 0; i < 4; i++) {
      await db
        .update(amazonConnections)
        .set({ nextSyncAt: new Date(0) })
        .where(eq(amazonConnections.userId, me.userId));
      await runAmazonSync(ctx.deps, new AbortController().signal, { reportPollMs: 0, sleep: recordWait });
    }
    // 30 days of reports in runs back to back: past the burst of 15, each waits its turn at
    // createReport's documented rate (0.0167/s, paced: ≥ 61 s), the budget shared by the runs.
    const reportsMade = amazon.calls
      .slice(before)
      .filter((c) => c.sellerId === seller.sellerId && c.operation === 'createReport').length;
    expect(reportsMade).toBeGreaterThan(15);
    expect(waits.filter((ms) => ms >= 61_000).length).toBeGreaterThanOrEqual(reportsMade - 15);
    const [connection] = await db
      .select()
      .from(amazonConnections)
      .where(eq(amazonConnections.userId, me.userId));
    expect(connection).toMatchObject({
      salesSyncedThrough: day(-1),
      lastSyncStatus: 'ok',
      lastSyncError: null,
    });
    const yesterday = await db
      .select()
      .from(sellerAsinTraffic)
      .where(eq(sellerAsinTraffic.periodStart, day(-1)));
    expect(
      yesterday
        .filter((r) => r.userId === me.userId)
        .map((r) => [r.asin, r.unitsOrdered, r.orderedSalesMinor])
        .sort(),
    ).toEqual([
      ['B0C7K3M9QX', 10, 24990],
      ['B0C7K3N2RT', 3, 7497],
    ]);

    const analytics = (await me.call(analyticsApi.get, { query: { period: '7d' } })).body;
    expect(analytics).toMatchObject({ totalsSource: 'account', orders: { count: 2 } });
    expect(analytics.totals).toMatchObject({
      units: 21,
      sessions: 21 * 12,
      revenueMinor: 24990 + 7497 + 19992,
    });
    expect(analytics.traffic).toEqual({
      sessionsBrowser: 105,
      sessionsMobile: 147,
      pageViewsBrowser: 126,
      pageViewsMobile: 189,
    });
    expect((await me.call(sellerDataApi.imports)).body.imports[0]).toMatchObject({ kind: 'sp_api' });
  });

  it('records a failure (revoked token) and retries later, without touching the data', async () => {
    const me = await ctx.signUp();
    const seller = newSeller();
    await me.call(amazonApi.connect, { body: selfConnection(seller) });
    seller.refreshToken = 'Atzr|revoked-by-the-seller';
    await runAmazonSync(ctx.deps, new AbortController().signal, { reportPollMs: 0, sleep: recordWait });
    const [connection] = await db
      .select()
      .from(amazonConnections)
      .where(eq(amazonConnections.userId, me.userId));
    expect(connection).toMatchObject({ lastSyncStatus: 'error', lastSyncError: 'amazon_token_invalid' });
    expect(connection?.nextSyncAt.getTime()).toBeGreaterThan(Date.now() + 30 * 60_000);
  });
});
