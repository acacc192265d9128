import type http from 'node:http';
import { SP_API_RATE_LIMITS, type SpApiOperation } from '#domain/sp-api.ts';

/**
 * The market research operations of the SP-API stand-in (tests/helpers/sp-api-stand-in.ts), in the
 * shapes of Amazon's models: Catalog Items 2022-04-01 searchCatalogItems (keywords with page
 * tokens, or up to 20 identifiers), Product Pricing v0 getItemOffersBatch (a response per item:
 * unknown ASINs 404, `failing` ASINs 500 — a partial failure), Product Fees v0 getMyFeesEstimates;
 * and Amazon's rate limiting: each selling partner's bucket per operation at the documented rate
 * (or the one announced in `x-amzn-RateLimit-Limit`), a call beyond it answered 429 QuotaExceeded.
 */
export interface ResearchItem {
  title: string;
  brand: string;
  rank: number;
  /** Major units (dollars, euros, yen). */
  price: number;
  listPrice?: number;
  offerCount?: number;
  /** Department first. */
  categories?: string[];
  /** Package: inches and pounds, as Amazon's US answers give them. */
  package?: { length: number; width: number; height: number; pounds: number };
  /** Marketplace ids where it is listed (default: every marketplace of the seller). */
  listedIn?: string[];
}

export const RESEARCH_OPERATIONS: Record<
  string,
  { method: string; path: RegExp; operation: SpApiOperation }
> = {
  search: { method: 'GET', path: /^\/catalog\/2022-04-01\/items$/, operation: 'searchCatalogItems' },
  offers: {
    method: 'POST',
    path: /^\/batches\/products\/pricing\/v0\/itemOffers$/,
    operation: 'getItemOffersBatch',
  },
  fees: { method: 'POST', path: /^\/products\/fees\/v0\/feesEstimate$/, operation: 'getMyFeesEstimates' },
};

export function researchOperationOf(method: string, path: string): SpApiOperation | null {
  return (
    Object.values(RESEARCH_OPERATIONS).find((r) => r.method === method && r.path.test(path))?.operation ??
    null
  );
}

/** Amazon's buckets: one per selling partner and operation, refilled at `rate` per second up to `burst`. */
export function createRateEnforcer(rates: Partial<Record<SpApiOperation, number>>) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const rateOf = (op: SpApiOperation) => rates[op] ?? SP_API_RATE_LIMITS[op].rate;
  return {
    /** The rate announced in x-amzn-RateLimit-Limit (only for operations given a rate). */
    announced: (op: SpApiOperation) => rates[op],
    rateOf,
    /** True when the call fits the bucket (and takes its token). */
    take(seller: string, op: SpApiOperation, now = Date.now()): boolean {
      const key = `${seller}:${op}`;
      const burst = SP_API_RATE_LIMITS[op].burst;
      const b = buckets.get(key) ?? { tokens: burst, at: now };
      b.tokens = Math.min(burst, b.tokens + ((now - b.at) / 1000) * rateOf(op));
      b.at = now;
      buckets.set(key, b);
      if (b.tokens < 1) return false;
      b.tokens -= 1;
      return true;
    },
  };
}

const words = (s: string) =>
  s
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

function catalogItem(asin: string, item: ResearchItem, marketplaceId: string, currencyPounds = true) {
  const [department, ...rest] = item.categories ?? ['Home & Kitchen'];
  let classification: Record<string, unknown> = { displayName: department, classificationId: '1' };
  for (const [i, name] of rest.entries())
    classification = { displayName: name, classificationId: String(i + 2), parent: classification };
  return {
    asin,
    summaries: [
      {
        marketplaceId,
        brand: item.brand,
        itemName: item.title,
        browseClassification: { displayName: String(classification.displayName), classificationId: '9' },
      },
    ],
    salesRanks: [
      {
        marketplaceId,
        classificationRanks: [
          {
            classificationId: '9',
            title: String(classification.displayName),
            rank: Math.max(1, Math.round(item.rank / 40)),
          },
        ],
        displayGroupRanks: [
          { websiteDisplayGroup: 'home_display_on_website', title: department, rank: item.rank },
        ],
      },
    ],
    classifications: [{ marketplaceId, classifications: [classification] }],
    images: [
      {
        marketplaceId,
        images: [
          {
            variant: 'MAIN',
            link: `https://m.media-amazon.com/images/I/${asin}.jpg`,
            height: 500,
            width: 500,
          },
        ],
      },
    ],
    ...(item.package && currencyPounds
      ? {
          dimensions: [
            {
              marketplaceId,
              package: {
                length: { unit: 'inches', value: item.package.length },
                width: { unit: 'inches', value: item.package.width },
                height: { unit: 'inches', value: item.package.height },
                weight: { unit: 'pounds', value: item.package.pounds },
              },
            },
          ],
        }
      : {}),
  };
}

type Reply = (status: number, body: unknown) => void;

/**
 * Answers one research operation for a seller whose catalog is `catalog`, as Amazon does for each
 * marketplace: one where the selling partner is not registered is refused (403 Unauthorized "Access
 * to requested resource is denied.", the answer Amazon gives for a marketplace outside the
 * partner's participations); in one where it is, an item not listed there is not found (the
 * identifiers search leaves it out, its offers answer 404 for that item).
 */
export function answerResearch(o: {
  operation: SpApiOperation;
  url: URL;
  raw: string;
  /** The seller's marketplace participations. */
  marketplaceIds: string[];
  catalog: Map<string, ResearchItem>;
  currency: string;
  failing: Set<string>;
  reply: Reply;
  error: (status: number, code: string, message: string) => void;
}) {
  const { url, reply, error } = o;
  const marketplaceId = url.searchParams.get('marketplaceIds') ?? '';
  const denied = (id: string) => !o.marketplaceIds.includes(id);
  const refuse = () => error(403, 'Unauthorized', 'Access to requested resource is denied.');
  const listedIn = (id: string) =>
    new Map([...o.catalog].filter(([, item]) => !item.listedIn || item.listedIn.includes(id)));
  if (o.operation === 'searchCatalogItems') {
    if (!marketplaceId) return error(400, 'InvalidInput', 'marketplaceIds is required');
    if (denied(marketplaceId)) return refuse();
    const catalog = listedIn(marketplaceId);
    const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
    if (!(pageSize >= 1 && pageSize <= 20)) return error(400, 'InvalidInput', 'pageSize must be 1 to 20');
    const identifiers = url.searchParams.get('identifiers');
    const keywords = url.searchParams.get('keywords');
    if (!identifiers === !keywords)
      return error(400, 'InvalidInput', 'Either keywords or identifiers is required');
    let matches: string[];
    if (identifiers) {
      const ids = identifiers.split(',');
      if (ids.length > 20) return error(400, 'InvalidInput', 'At most 20 identifiers');
      matches = ids.filter((id) => catalog.has(id));
    } else {
      const wanted = words(keywords ?? '');
      matches = [...catalog]
        .filter(([, item]) => wanted.every((w) => words(item.title).includes(w)))
        .map(([a]) => a);
    }
    const start = Number(Buffer.from(url.searchParams.get('pageToken') ?? 'MA==', 'base64').toString() || 0);
    const page = identifiers ? matches : matches.slice(start, start + pageSize);
    const next = !identifiers && start + pageSize < matches.length ? String(start + pageSize) : null;
    return reply(200, {
      numberOfResults: matches.length,
      pagination: next ? { nextToken: Buffer.from(next).toString('base64') } : {},
      refinements: { brands: [], classifications: [] },
      items: page.map((asin) => catalogItem(asin, catalog.get(asin) as ResearchItem, marketplaceId)),
    });
  }
  if (o.operation === 'getItemOffersBatch') {
    const body = JSON.parse(o.raw) as { requests?: { uri: string; MarketplaceId: string }[] };
    const requests = body.requests ?? [];
    if (!requests.length || requests.length > 20) return error(400, 'InvalidInput', '1 to 20 requests');
    if (requests.some((r) => denied(r.MarketplaceId))) return refuse();
    return reply(200, {
      responses: requests.map((r) => {
        const asin = r.uri.split('/')[5] ?? '';
        const request = {
          MarketplaceId: r.MarketplaceId,
          Asin: asin,
          ItemCondition: 'New',
          CustomerType: 'Consumer',
        };
        const item = listedIn(r.MarketplaceId).get(asin);
        if (o.failing.has(asin))
          return {
            status: { statusCode: 500, reasonPhrase: 'Internal Server Error' },
            body: { errors: [{ code: 'InternalFailure', message: 'We encountered an internal error.' }] },
            request,
          };
        if (!item)
          return {
            status: { statusCode: 404, reasonPhrase: 'Not Found' },
            body: {
              errors: [
                {
                  code: 'NOT_FOUND',
                  message: `Requested item, ${asin}, not found in marketplace(s) ${r.MarketplaceId}.`,
                },
              ],
            },
            request,
          };
        const money = (amount: number) => ({ CurrencyCode: o.currency, Amount: amount });
        const count = item.offerCount ?? 1;
        return {
          status: { statusCode: 200, reasonPhrase: 'OK' },
          body: {
            payload: {
              ASIN: asin,
              status: 'Success',
              ItemCondition: 'New',
              Identifier: { MarketplaceId: r.MarketplaceId, ItemCondition: 'New', ASIN: asin },
              Summary: {
                TotalOfferCount: count,
                NumberOfOffers: [{ condition: 'new', fulfillmentChannel: 'Amazon', OfferCount: count }],
                BuyBoxPrices: count
                  ? [{ condition: 'new', LandedPrice: money(item.price), ListingPrice: money(item.price) }]
                  : [],
                ...(item.listPrice ? { ListPrice: money(item.listPrice) } : {}),
              },
              Offers: [],
            },
          },
          request,
        };
      }),
    });
  }
  // getMyFeesEstimates: 15 % referral, and $3.22 FBA when fulfilled by Amazon (stand-in figures).
  const requests = JSON.parse(o.raw) as {
    FeesEstimateRequest: {
      MarketplaceId: string;
      IsAmazonFulfilled: boolean;
      PriceToEstimateFees: { ListingPrice: { Amount: number; CurrencyCode: string } };
    };
    IdType: string;
    IdValue: string;
  }[];
  if (!Array.isArray(requests) || !requests.length || requests.length > 20)
    return error(400, 'InvalidInput', '1 to 20 requests');
  if (requests.some((r) => denied(r.FeesEstimateRequest.MarketplaceId))) return refuse();
  return reply(
    200,
    requests.map((r) => {
      const price = r.FeesEstimateRequest.PriceToEstimateFees.ListingPrice;
      const referral = Math.round(price.Amount * 15) / 100;
      const fba = r.FeesEstimateRequest.IsAmazonFulfilled ? 3.22 : 0;
      const m = (amount: number) => ({ CurrencyCode: price.CurrencyCode, Amount: amount });
      const known = listedIn(r.FeesEstimateRequest.MarketplaceId).has(r.IdValue);
      return {
        Status: known ? 'Success' : 'ClientError',
        FeesEstimateIdentifier: {
          IdType: r.IdType,
          IdValue: r.IdValue,
          IsAmazonFulfilled: r.FeesEstimateRequest.IsAmazonFulfilled,
        },
        ...(known
          ? {
              FeesEstimate: {
                TimeOfFeesEstimation: new Date().toUTCString(),
                TotalFeesEstimate: m(Math.round((referral + fba) * 100) / 100),
                FeeDetailList: [
                  { FeeType: 'ReferralFee', FeeAmount: m(referral), FinalFee: m(referral) },
                  ...(fba ? [{ FeeType: 'FBAFees', FeeAmount: m(fba), FinalFee: m(fba) }] : []),
                ],
              },
            }
          : {
              Error: { Type: 'Sender', Code: 'InvalidParameterValue', Message: 'Unknown ASIN', Detail: [] },
            }),
      };
    }),
  );
}

export type { http };
