import { normalizeAsin } from '#domain/asin.ts';
import type { MarketProduct } from '#domain/market-data/market-product.ts';
import { spApiMarketProduct } from '#domain/market-data/sp-api-market-product.ts';
import { MARKETPLACES, type MarketplaceCode } from '#domain/marketplaces.ts';
import { minorUnitsPerMajor } from '#domain/money.ts';
import { SP_API_BATCH_SIZES, type SpApiOperation } from '#domain/sp-api.ts';
import type { Db } from '#server/db/client.ts';
import { LwaError } from '#server/providers/amazon/sp-api/lwa.ts';
import { createSpApiClient, SpApiError } from '#server/providers/amazon/sp-api/sp-api-client.ts';
import {
  type CallContext,
  type CallPolicy,
  type MarketDataSource,
  MarketSourceError,
  type ProductsAnswer,
} from '../market-data-source.ts';
import { parseAnswer } from '../read-answer.ts';
import { sharedSpApiLimiter, spApiBudgets } from './shared-limiter.ts';
import { feesEstimatesAnswer, itemOffersBatchAnswer, searchCatalogItemsAnswer } from './sp-api-schemas.ts';

/** Whose SP-API access a call uses: the seller's own connection or the operator's research credential. */
export interface SpApiCredential {
  /** Names the rate budgets (Amazon limits each selling partner + application): a seller id, `research-eu`… */
  id: string;
  endpoint: string;
  accessToken: () => Promise<string>;
}

const INCLUDED_DATA = 'summaries,salesRanks,classifications,dimensions,images';
const OPERATIONS: SpApiOperation[] = ['searchCatalogItems', 'getItemOffersBatch', 'getMyFeesEstimates'];

function toSourceError(e: unknown, operation: string): unknown {
  if (e instanceof MarketSourceError) return e;
  if (e instanceof LwaError)
    return new MarketSourceError(
      'sp_api',
      e.lwaCode === 'unreachable' ? 'unreachable' : 'refused',
      `LWA ${e.lwaCode}`,
    );
  if (!(e instanceof SpApiError)) return e;
  const code =
    e.amazonCode === 'unreachable'
      ? 'unreachable'
      : e.amazonCode === 'bad_answer'
        ? 'bad_answer'
        : e.status === 401 || e.status === 403
          ? 'refused'
          : e.status === 429
            ? 'throttled'
            : 'failed';
  return new MarketSourceError('sp_api', code, `${operation}: ${e.status} ${e.amazonCode}`, { operation });
}

/**
 * Amazon SP-API as a market data source: Catalog Items 2022-04-01 `searchCatalogItems` by keyword
 * (page tokens) or by up to 20 ASINs, with summaries, sales ranks, classifications, dimensions and
 * images; Product Pricing `getItemOffersBatch` (20 ASINs a call) for the Buy Box, list price and
 * offer count, answered item by item (a failed item does not fail the batch); Product Fees
 * `getMyFeesEstimates`. Every call is paced by the credential's shared budgets.
 */
export function spApiResearchSource(o: {
  db: Db;
  policy: CallPolicy;
  /** The credential for a marketplace (null: no access to its region). */
  credentialFor: (marketplace: MarketplaceCode) => SpApiCredential | null;
  fetch?: typeof fetch;
  maxWaitMs?: number;
  now?: () => Date;
}): MarketDataSource {
  const now = o.now ?? (() => new Date());

  function open(marketplace: MarketplaceCode, ctx: CallContext) {
    const credential = o.credentialFor(marketplace);
    if (!credential)
      throw new MarketSourceError(
        'sp_api',
        'refused',
        `no SP-API access for ${MARKETPLACES[marketplace].region}`,
      );
    const client = createSpApiClient({
      endpoint: credential.endpoint,
      accessToken: credential.accessToken,
      fetch: o.fetch,
      signal: ctx.signal,
      limiter: sharedSpApiLimiter({
        db: o.db,
        credential: credential.id,
        policy: o.policy,
        ctx,
        defaultMaxWaitMs: o.maxWaitMs ?? 120_000,
      }),
    });
    /** One operation: the answer checked against its schema, the outcome recorded. */
    return async function call<T>(
      operation: SpApiOperation,
      request: Parameters<typeof client.call>[1],
      check: (body: unknown) => { answer: T; items: number },
    ): Promise<T> {
      try {
        const { answer, items } = check(await client.call<unknown>(operation, request));
        await o.policy.record({ source: 'sp_api', userId: ctx.userId, operation, items });
        return answer;
      } catch (e) {
        const error = toSourceError(e, operation);
        if (error instanceof MarketSourceError && error.code !== 'busy')
          await o.policy.record({
            source: 'sp_api',
            userId: ctx.userId,
            operation,
            items: 0,
            error: { code: error.code, detail: error.message },
          });
        throw error;
      }
    };
  }

  async function withOffers(
    call: ReturnType<typeof open>,
    marketplace: MarketplaceCode,
    items: ReturnType<typeof searchCatalogItemsAnswer.parse>['items'],
  ): Promise<{ products: MarketProduct[]; failed: ProductsAnswer['failed'] }> {
    const marketplaceId = MARKETPLACES[marketplace].marketplaceId;
    const observedAt = now();
    const offers = new Map<
      string,
      NonNullable<ReturnType<typeof itemOffersBatchAnswer.parse>['responses'][number]['body']['payload']>
    >();
    const failed: ProductsAnswer['failed'] = [];
    const asins = items.map((i) => i.asin);
    if (asins.length) {
      const answer = await call(
        'getItemOffersBatch',
        {
          method: 'POST',
          path: '/batches/products/pricing/v0/itemOffers',
          body: {
            requests: asins.map((asin) => ({
              uri: `/products/pricing/v0/items/${asin}/offers`,
              method: 'GET',
              MarketplaceId: marketplaceId,
              ItemCondition: 'New',
              CustomerType: 'Consumer',
            })),
          },
        },
        (body) => {
          const a = parseAnswer(itemOffersBatchAnswer, body, {
            source: 'sp_api',
            operation: 'getItemOffersBatch',
          });
          return { answer: a, items: a.responses.length };
        },
      );
      for (const [i, r] of answer.responses.entries()) {
        const asin = r.body.payload?.ASIN ?? r.request?.Asin ?? asins[i];
        if (!asins.includes(asin))
          throw new MarketSourceError('sp_api', 'bad_answer', `getItemOffersBatch: answered for ${asin}`);
        if (r.status.statusCode === 200 && r.body.payload) offers.set(asin, r.body.payload);
        else failed.push({ asin, code: r.body.errors?.[0]?.code ?? `http_${r.status.statusCode}` });
      }
    }
    const products = items.map((item) =>
      spApiMarketProduct({ item, offers: offers.get(item.asin) ?? null, marketplace, observedAt }),
    );
    return { products, failed };
  }

  const searchItems = (
    call: ReturnType<typeof open>,
    marketplace: MarketplaceCode,
    query: Record<string, string>,
  ) =>
    call(
      'searchCatalogItems',
      {
        method: 'GET',
        path: '/catalog/2022-04-01/items',
        query: {
          marketplaceIds: MARKETPLACES[marketplace].marketplaceId,
          includedData: INCLUDED_DATA,
          ...query,
        },
      },
      (body) => {
        const a = parseAnswer(searchCatalogItemsAnswer, body, {
          source: 'sp_api',
          operation: 'searchCatalogItems',
        });
        return { answer: a, items: a.items.length };
      },
    );

  return {
    name: 'sp_api',
    capabilities: ['products', 'search', 'fees'],
    batchSize: SP_API_BATCH_SIZES.searchCatalogItems,

    async getProducts({ marketplace, asins }, ctx) {
      const wanted = [...new Set(asins.map(normalizeAsin))];
      if (wanted.length > this.batchSize) throw new RangeError('at most 20 ASINs per SP-API call');
      if (!wanted.length) return { products: [], unknown: [], failed: [] };
      const call = open(marketplace, ctx);
      const page = await searchItems(call, marketplace, {
        identifiers: wanted.join(','),
        identifiersType: 'ASIN',
      });
      const items = page.items.filter((i) => wanted.includes(i.asin));
      if (items.length !== page.items.length)
        throw new MarketSourceError(
          'sp_api',
          'bad_answer',
          'searchCatalogItems: answered for ASINs not asked',
        );
      const { products, failed } = await withOffers(call, marketplace, items);
      const found = new Set(items.map((i) => i.asin));
      return { products, unknown: wanted.filter((a) => !found.has(a)), failed };
    },

    async search({ marketplace, keyword, pageToken }, ctx) {
      const call = open(marketplace, ctx);
      const page = await searchItems(call, marketplace, {
        keywords: keyword,
        pageSize: String(SP_API_BATCH_SIZES.searchCatalogItems),
        ...(pageToken ? { pageToken } : {}),
      });
      const { products } = await withOffers(call, marketplace, page.items);
      return {
        products,
        nextPageToken: page.pagination?.nextToken ?? null,
        totalResults: page.numberOfResults ?? null,
      };
    },

    async fees({ marketplace, items }, ctx) {
      if (items.length > SP_API_BATCH_SIZES.getMyFeesEstimates)
        throw new RangeError('at most 20 items per call');
      const { currency, marketplaceId } = MARKETPLACES[marketplace];
      const call = open(marketplace, ctx);
      const answer = await call(
        'getMyFeesEstimates',
        {
          method: 'POST',
          path: '/products/fees/v0/feesEstimate',
          body: items.map((item, i) => ({
            FeesEstimateRequest: {
              MarketplaceId: marketplaceId,
              IsAmazonFulfilled: item.fba,
              PriceToEstimateFees: {
                ListingPrice: {
                  CurrencyCode: currency,
                  Amount: item.priceCents / minorUnitsPerMajor(currency),
                },
              },
              Identifier: `scout-${i}`,
            },
            IdType: 'ASIN',
            IdValue: item.asin,
          })),
        },
        (body) => {
          const a = parseAnswer(feesEstimatesAnswer, body, {
            source: 'sp_api',
            operation: 'getMyFeesEstimates',
          });
          return { answer: a, items: a.length };
        },
      );
      const cents = (m: { CurrencyCode: string; Amount: number } | undefined) =>
        m && m.CurrencyCode === currency ? Math.round(m.Amount * minorUnitsPerMajor(currency)) : null;
      return items.map((item) => {
        const r = answer.find((a) => a.FeesEstimateIdentifier.IdValue === item.asin);
        const ok = r?.Status === 'Success';
        return {
          asin: item.asin,
          totalFeesCents: ok ? cents(r?.FeesEstimate?.TotalFeesEstimate) : null,
          fees: ok
            ? (r?.FeesEstimate?.FeeDetailList ?? []).flatMap((f) => {
                const c = cents(f.FinalFee);
                return c === null ? [] : [{ type: f.FeeType, cents: c }];
              })
            : [],
        };
      });
    },

    async check({ marketplace }, ctx) {
      // A one-item search: proves the token, the app and the marketplace access at the cost of one call.
      await searchItems(open(marketplace, ctx), marketplace, { keywords: 'test', pageSize: '1' });
    },

    async budget({ marketplace }) {
      const credential = o.credentialFor(marketplace);
      return { buckets: credential ? await spApiBudgets(o.db, credential.id, OPERATIONS) : [] };
    },
  };
}
