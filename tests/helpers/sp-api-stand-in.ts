import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { SpApiOperation } from '#domain/sp-api.ts';
import {
  BRAND_ANALYTICS_REPORTS,
  brandAnalyticsDocument,
  type StandInBrandAnalytics,
  validWeek,
} from './sp-api-brand-analytics.ts';
import {
  answerResearch,
  createRateEnforcer,
  type ResearchItem,
  researchOperationOf,
} from './sp-api-research-operations.ts';

/**
 * A local stand-in for Amazon's Login with Amazon token endpoint and the SP-API operations Scout
 * calls, answering with the documented shapes (Sellers v1, Reports 2021-06-30, Orders v0, FBA
 * Inventory v1). Tests configure sellers and their data, and read `calls` to check what was asked.
 */
export interface StandInAsinDay {
  parentAsin: string;
  childAsin: string;
  sku: string;
  units: number;
  sales: number;
  orderItems: number;
  browserSessions: number;
  mobileSessions: number;
  browserPageViews: number;
  mobilePageViews: number;
}

interface Seller {
  sellerId: string;
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  marketplaceIds: string[];
  currency: string;
  days: Map<string, StandInAsinDay[]>;
  orders: Record<string, unknown>[];
  inventory: Record<string, unknown>[];
  /** Any ASIN the Catalog Items and Product Pricing APIs answer for (the whole marketplace's catalog). */
  catalog: Map<string, StandInCatalogItem>;
  /** What the research operations (searchCatalogItems, getItemOffersBatch, getMyFeesEstimates) know. */
  research: Map<string, ResearchItem>;
  /** ASINs whose item of a getItemOffersBatch answers 500 (a partial failure of the batch). */
  failing: Set<string>;
  /** Brand Analytics reports (sp-api-brand-analytics.ts): refused with 403 unless `role`. */
  brandAnalytics: StandInBrandAnalytics;
}

export interface StandInCatalogItem {
  title: string;
  brand: string;
  rank: number;
  price: number;
}

export interface SpApiStandIn {
  url: string;
  tokenUrl: string;
  calls: {
    operation: string;
    at: number;
    /** 429 when refused for the rate (research operations). */
    status?: number;
    sellerId?: string;
    query?: Record<string, string>;
    body?: unknown;
  }[];
  addSeller(o: {
    sellerId: string;
    clientId: string;
    clientSecret: string;
    refreshToken: string;
    marketplaceIds: string[];
    currency?: string;
  }): Seller;
  /** An authorization code, as Seller Central would append to the redirect URI. */
  issueAuthorizationCode(o: { clientId: string; redirectUri: string; refreshToken: string }): string;
  /**
   * The next `count` calls of `operation` answer 429 QuotaExceeded, as Amazon does (its ErrorList
   * body, x-amzn-RequestId); with `rateLimit`, also the usage plan's rate in x-amzn-RateLimit-Limit
   * (requests per second), which Amazon sends "when available".
   */
  throttle(operation: string, count: number, o?: { rateLimit?: string }): void;
  /**
   * Holds the `nth` next call of a research operation (1 = the next one) until `release()`: a test
   * looks at what a crawl stored so far while it waits for that answer. `reached` resolves when held.
   */
  hold(operation: string, nth: number): { reached: Promise<void>; release(): void };
  close(): Promise<void>;
}

const json = (
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};
const spError = (res: http.ServerResponse, status: number, code: string, message: string) =>
  json(res, status, { errors: [{ code, message, details: '' }] });

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export interface SpApiStandInOptions {
  /** Refuse calls beyond each seller's documented rate and burst per operation with 429, as Amazon does. */
  enforceRates?: boolean;
  /** Rates of an account's usage plan, announced in x-amzn-RateLimit-Limit (and enforced). */
  rates?: Partial<Record<SpApiOperation, number>>;
}

export async function startSpApiStandIn(options: SpApiStandInOptions = {}): Promise<SpApiStandIn> {
  const enforcer = createRateEnforcer(options.rates ?? {});
  const sellers: Seller[] = [];
  const codes = new Map<string, { clientId: string; redirectUri: string; refreshToken: string }>();
  const accessTokens = new Map<string, Seller>();
  const reports = new Map<
    string,
    {
      seller: Seller;
      type: string;
      start: string;
      end: string;
      options: Record<string, string>;
      documentId: string;
      /** Brand Analytics reports are IN_PROGRESS at the first check, as at Amazon (minutes there). */
      checks: number;
      /** An end other than DONE (the seller's `brandAnalytics.endNext`). */
      ends?: 'FATAL' | 'CANCELLED';
    }
  >();
  const documents = new Map<string, Buffer>();
  const throttled = new Map<string, number>();
  /** x-amzn-RateLimit-Limit of the throttled answers, per operation. */
  const throttledRate = new Map<string, string>();
  const holds: { operation: string; left: number; reached: () => void; released: Promise<void> }[] = [];
  const calls: SpApiStandIn['calls'] = [];
  const id = () => randomBytes(6).toString('hex');

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const raw = await readBody(req);
    const path = url.pathname;

    if (req.method === 'POST' && path === '/auth/o2/token') {
      const form = new URLSearchParams(raw);
      calls.push({ operation: 'lwa', at: Date.now(), query: Object.fromEntries(form) });
      const seller = sellers.find((s) => s.clientId === form.get('client_id'));
      if (!seller || seller.clientSecret !== form.get('client_secret'))
        return json(res, 401, { error: 'invalid_client', error_description: 'Client authentication failed' });
      let refreshToken = form.get('refresh_token');
      if (form.get('grant_type') === 'authorization_code') {
        const code = codes.get(form.get('code') ?? '');
        if (!code || code.clientId !== seller.clientId || code.redirectUri !== form.get('redirect_uri'))
          return json(res, 400, {
            error: 'invalid_grant',
            error_description: 'The authorization code is invalid',
          });
        codes.delete(form.get('code') ?? '');
        refreshToken = code.refreshToken;
      } else if (form.get('grant_type') !== 'refresh_token') {
        return json(res, 400, {
          error: 'unsupported_grant_type',
          error_description: 'Unsupported grant type',
        });
      }
      const owner = sellers.find((s) => s.refreshToken === refreshToken && s.clientId === seller.clientId);
      if (!owner)
        return json(res, 400, {
          error: 'invalid_grant',
          error_description: 'The request has an invalid grant parameter : refresh_token',
        });
      const accessToken = `Atza|${id()}`;
      accessTokens.set(accessToken, owner);
      return json(res, 200, {
        access_token: accessToken,
        refresh_token: owner.refreshToken,
        token_type: 'bearer',
        expires_in: 3600,
      });
    }

    if (req.method === 'GET' && path.startsWith('/documents/')) {
      const failing = sellers.find((s) => s.brandAnalytics.failDownloads > 0);
      if (failing) {
        failing.brandAnalytics.failDownloads -= 1;
        res.writeHead(500, { 'content-type': 'application/xml' });
        return res.end('<Error><Code>InternalError</Code></Error>');
      }
      const doc = documents.get(path.slice('/documents/'.length));
      if (!doc) return spError(res, 404, 'NotFound', 'Document not found');
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      return res.end(doc);
    }

    const research = researchOperationOf(req.method ?? 'GET', path);
    if (research) {
      const seller = accessTokens.get(String(req.headers['x-amz-access-token'] ?? ''));
      calls.push({
        operation: research,
        at: Date.now(),
        sellerId: seller?.sellerId,
        query: Object.fromEntries(url.searchParams),
      });
      const announced = enforcer.announced(research);
      const headers: Record<string, string> = announced
        ? { 'x-amzn-RateLimit-Limit': String(announced) }
        : {};
      if (!seller) return spError(res, 403, 'Unauthorized', 'Access to requested resource is denied.');
      const left = throttled.get(research) ?? 0;
      const overRate = options.enforceRates && !enforcer.take(seller.sellerId, research);
      if (left > 0 || overRate) {
        if (left > 0) throttled.set(research, left - 1);
        calls[calls.length - 1].status = 429;
        return json(
          res,
          429,
          {
            errors: [
              { code: 'QuotaExceeded', message: 'You exceeded your quota for the requested resource.' },
            ],
          },
          headers,
        );
      }
      for (const h of holds.filter((x) => x.operation === research && x.left > 0)) {
        h.left -= 1;
        if (h.left === 0) {
          h.reached();
          await h.released;
        }
      }
      return answerResearch({
        operation: research,
        url,
        raw,
        marketplaceIds: seller.marketplaceIds,
        catalog: seller.research,
        currency: seller.currency,
        failing: seller.failing,
        reply: (status, body) => json(res, status, body, headers),
        error: (status, code, message) =>
          json(res, status, { errors: [{ code, message, details: '' }] }, headers),
      });
    }

    const operation =
      path === '/sellers/v1/marketplaceParticipations'
        ? 'getMarketplaceParticipations'
        : req.method === 'POST' && path === '/reports/2021-06-30/reports'
          ? 'createReport'
          : path.startsWith('/reports/2021-06-30/reports/')
            ? 'getReport'
            : path.startsWith('/reports/2021-06-30/documents/')
              ? 'getReportDocument'
              : path === '/orders/v0/orders'
                ? 'getOrders'
                : path === '/fba/inventory/v1/summaries'
                  ? 'getInventorySummaries'
                  : path.startsWith('/catalog/2022-04-01/items/')
                    ? 'getCatalogItem'
                    : /^\/products\/pricing\/v0\/items\/[^/]+\/offers$/.test(path)
                      ? 'getItemOffers'
                      : null;
    if (!operation) return spError(res, 404, 'NotFound', 'Resource not found');
    const seller = accessTokens.get(String(req.headers['x-amz-access-token'] ?? ''));
    calls.push({
      operation,
      at: Date.now(),
      sellerId: seller?.sellerId,
      query: Object.fromEntries(url.searchParams),
      body: raw ? JSON.parse(raw) : undefined,
    });
    if (!seller) return spError(res, 403, 'Unauthorized', 'Access to requested resource is denied.');
    const left = throttled.get(operation) ?? 0;
    if (left > 0) {
      throttled.set(operation, left - 1);
      calls[calls.length - 1].status = 429;
      const rateLimit = throttledRate.get(operation);
      return json(
        res,
        429,
        {
          errors: [
            {
              code: 'QuotaExceeded',
              message: 'You exceeded your quota for the requested resource.',
              details: '',
            },
          ],
        },
        {
          'x-amzn-RequestId': randomUUID(),
          ...(rateLimit ? { 'x-amzn-RateLimit-Limit': rateLimit } : {}),
        },
      );
    }

    switch (operation) {
      case 'getMarketplaceParticipations':
        return json(res, 200, {
          payload: seller.marketplaceIds.map((mid) => ({
            marketplace: {
              id: mid,
              countryCode: 'US',
              name: 'Amazon.com',
              defaultCurrencyCode: seller.currency,
              defaultLanguageCode: 'en_US',
              domainName: 'www.amazon.com',
            },
            participation: { isParticipating: true, hasSuspendedListings: false },
          })),
        });
      case 'createReport': {
        const body = JSON.parse(raw) as {
          reportType: string;
          marketplaceIds: string[];
          dataStartTime: string;
          dataEndTime?: string;
          reportOptions?: Record<string, string>;
        };
        const brandAnalytics = BRAND_ANALYTICS_REPORTS.includes(body.reportType);
        if (body.reportType !== 'GET_SALES_AND_TRAFFIC_REPORT' && !brandAnalytics)
          return spError(res, 400, 'InvalidInput', 'Unsupported report type in this stand-in');
        // A selling partner without the Brand Analytics role is refused, as Amazon does.
        if (brandAnalytics && !seller.brandAnalytics.role)
          return spError(res, 403, 'Unauthorized', 'Access to requested resource is denied.');
        const reportId = id();
        reports.set(reportId, {
          seller,
          type: body.reportType,
          start: body.dataStartTime.slice(0, 10),
          end: (body.dataEndTime ?? body.dataStartTime).slice(0, 10),
          options: body.reportOptions ?? {},
          documentId: `amzn1.tortuga.4.na.${id()}`,
          checks: 0,
        });
        return json(res, 202, { reportId });
      }
      case 'getReport': {
        const reportId = path.split('/').pop() as string;
        const report = reports.get(reportId);
        if (!report || report.seller !== seller) return spError(res, 404, 'NotFound', 'Report not found');
        if (BRAND_ANALYTICS_REPORTS.includes(report.type))
          return answerBrandAnalyticsReport(res, reportId, report, seller);
        const rows = seller.days.get(report.start) ?? [];
        const money = (amount: number) => ({ amount, currencyCode: seller.currency });
        const sum = (f: (r: StandInAsinDay) => number) => rows.reduce((s, r) => s + f(r), 0);
        const doc = {
          reportSpecification: {
            reportType: report.type,
            reportOptions: { dateGranularity: 'DAY', asinGranularity: 'CHILD' },
            dataStartTime: report.start,
            dataEndTime: report.start,
            marketplaceIds: seller.marketplaceIds,
          },
          salesAndTrafficByDate: [
            {
              date: report.start,
              salesByDate: {
                orderedProductSales: money(sum((r) => r.sales)),
                unitsOrdered: sum((r) => r.units),
                totalOrderItems: sum((r) => r.orderItems),
              },
              trafficByDate: {
                browserPageViews: sum((r) => r.browserPageViews),
                mobileAppPageViews: sum((r) => r.mobilePageViews),
                pageViews: sum((r) => r.browserPageViews + r.mobilePageViews),
                browserSessions: sum((r) => r.browserSessions),
                mobileAppSessions: sum((r) => r.mobileSessions),
                sessions: sum((r) => r.browserSessions + r.mobileSessions),
                buyBoxPercentage: 100,
              },
            },
          ],
          salesAndTrafficByAsin: rows.map((r) => ({
            parentAsin: r.parentAsin,
            childAsin: r.childAsin,
            sku: r.sku,
            salesByAsin: {
              unitsOrdered: r.units,
              unitsOrderedB2B: 0,
              orderedProductSales: money(r.sales),
              orderedProductSalesB2B: money(0),
              totalOrderItems: r.orderItems,
              totalOrderItemsB2B: 0,
            },
            trafficByAsin: {
              browserSessions: r.browserSessions,
              mobileAppSessions: r.mobileSessions,
              sessions: r.browserSessions + r.mobileSessions,
              browserPageViews: r.browserPageViews,
              mobileAppPageViews: r.mobilePageViews,
              pageViews: r.browserPageViews + r.mobilePageViews,
              buyBoxPercentage: 100,
              unitSessionPercentage: 0,
            },
          })),
        };
        documents.set(report.documentId, gzipSync(JSON.stringify(doc)));
        return json(res, 200, {
          reportId,
          reportType: report.type,
          processingStatus: 'DONE',
          reportDocumentId: report.documentId,
          dataStartTime: `${report.start}T00:00:00Z`,
          dataEndTime: `${report.start}T23:59:59Z`,
          marketplaceIds: seller.marketplaceIds,
          createdTime: new Date().toISOString(),
          processingStartTime: new Date().toISOString(),
          processingEndTime: new Date().toISOString(),
        });
      }
      case 'getReportDocument': {
        const documentId = path.split('/').pop() as string;
        if (!documents.has(documentId)) return spError(res, 404, 'NotFound', 'Document not found');
        const host = req.headers.host;
        return json(res, 200, {
          reportDocumentId: documentId,
          url: `http://${host}/documents/${documentId}`,
          compressionAlgorithm: 'GZIP',
        });
      }
      case 'getOrders': {
        if (!url.searchParams.get('MarketplaceIds'))
          return spError(res, 400, 'InvalidInput', 'MarketplaceIds is required');
        const token = url.searchParams.get('NextToken');
        const after = url.searchParams.get('LastUpdatedAfter');
        if (!token && !after)
          return spError(res, 400, 'InvalidInput', 'CreatedAfter or LastUpdatedAfter is required');
        const all = seller.orders.filter((o) => token || String(o.LastUpdateDate) > String(after));
        const start = token ? Number(token) : 0;
        const page = all.slice(start, start + 2);
        return json(res, 200, {
          payload: {
            Orders: page,
            ...(start + 2 < all.length ? { NextToken: String(start + 2) } : {}),
            LastUpdatedBefore: new Date().toISOString(),
          },
        });
      }
      case 'getCatalogItem': {
        const asin = path.split('/').pop() ?? '';
        const item = seller.catalog.get(asin);
        if (!item) return spError(res, 404, 'NotFound', `Requested item '${asin}' not found`);
        const mid = url.searchParams.get('marketplaceIds') ?? '';
        return json(res, 200, {
          asin,
          summaries: [{ marketplaceId: mid, itemName: item.title, brand: item.brand }],
          salesRanks: [{ marketplaceId: mid, displayGroupRanks: [{ title: 'Category', rank: item.rank }] }],
        });
      }
      case 'getItemOffers': {
        const asin = path.split('/')[5] ?? '';
        const item = seller.catalog.get(asin);
        if (!item) return spError(res, 404, 'NotFound', `Requested item '${asin}' not found`);
        return json(res, 200, {
          payload: {
            ASIN: asin,
            status: 'Success',
            ItemCondition: url.searchParams.get('ItemCondition'),
            Summary: {
              TotalOfferCount: 1,
              BuyBoxPrices: [
                { condition: 'New', LandedPrice: { CurrencyCode: seller.currency, Amount: item.price } },
              ],
            },
            Offers: [],
          },
        });
      }
      case 'getInventorySummaries': {
        if (url.searchParams.get('granularityType') !== 'Marketplace')
          return spError(res, 400, 'InvalidInput', 'granularityType');
        return json(res, 200, {
          payload: {
            granularity: {
              granularityType: 'Marketplace',
              granularityId: url.searchParams.get('granularityId'),
            },
            inventorySummaries: seller.inventory,
          },
          pagination: {},
        });
      }
    }
  });
  /** getReport of a Brand Analytics report: IN_PROGRESS, then DONE with its document (FATAL for a wrong week). */
  function answerBrandAnalyticsReport(
    res: http.ServerResponse,
    reportId: string,
    report: NonNullable<ReturnType<typeof reports.get>>,
    seller: Seller,
  ) {
    report.checks += 1;
    if (report.checks === 1) report.ends = seller.brandAnalytics.endNext.shift();
    const period = report.options.reportPeriod;
    const status =
      period === 'WEEK' && !validWeek(report.start, report.end)
        ? 'FATAL'
        : report.checks === 1
          ? 'IN_PROGRESS'
          : (report.ends ?? 'DONE');
    if (status === 'DONE' && !documents.has(report.documentId))
      documents.set(
        report.documentId,
        gzipSync(
          JSON.stringify(
            brandAnalyticsDocument({
              reportType: report.type,
              reportOptions: report.options,
              start: report.start,
              end: report.end,
              marketplaceIds: seller.marketplaceIds,
              currency: seller.currency,
              data: seller.brandAnalytics,
            }),
          ),
        ),
      );
    return json(res, 200, {
      reportId,
      reportType: report.type,
      processingStatus: status,
      ...(status === 'DONE' ? { reportDocumentId: report.documentId } : {}),
      dataStartTime: `${report.start}T00:00:00Z`,
      dataEndTime: `${report.end}T23:59:59Z`,
      marketplaceIds: seller.marketplaceIds,
      createdTime: new Date().toISOString(),
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    tokenUrl: `${url}/auth/o2/token`,
    calls,
    addSeller(o) {
      const seller: Seller = {
        currency: 'USD',
        ...o,
        days: new Map(),
        orders: [],
        inventory: [],
        catalog: new Map(),
        research: new Map(),
        failing: new Set(),
        brandAnalytics: { role: false, searchTerms: [], queryPerformance: [], endNext: [], failDownloads: 0 },
      };
      sellers.push(seller);
      return seller;
    },
    issueAuthorizationCode(o) {
      const code = `ANDxyz${id()}`;
      codes.set(code, o);
      return code;
    },
    throttle(operation, count, o = {}) {
      throttled.set(operation, count);
      if (o.rateLimit) throttledRate.set(operation, o.rateLimit);
      else throttledRate.delete(operation);
    },
    hold(operation, nth) {
      let reached = () => {};
      let release = () => {};
      const hold = {
        operation,
        left: nth,
        reached: () => reached(),
        released: new Promise<void>((resolve) => {
          release = resolve;
        }),
      };
      const atHold = new Promise<void>((resolve) => {
        reached = resolve;
      });
      holds.push(hold);
      return { reached: atHold, release: () => release() };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The server's settings for operator-wide SP-API research through this stand-in, as `operator`. */
export function spApiResearchEnv(
  amazon: SpApiStandIn,
  operator: { clientId: string; clientSecret: string; refreshToken: string },
) {
  return {
    SPAPI_CLIENT_ID: operator.clientId,
    SPAPI_CLIENT_SECRET: operator.clientSecret,
    SPAPI_RESEARCH_REFRESH_TOKEN: operator.refreshToken,
    SPAPI_ENDPOINT: amazon.url,
    SPAPI_LWA_TOKEN_URL: amazon.tokenUrl,
    MARKET_DATA_SOURCES: 'sp_api',
  };
}
