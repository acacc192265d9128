import { normalizeAsin } from '#domain/asin.ts';
import {
  KEEPA_DOMAIN_IDS,
  keepaMinuteToDate,
  keepaProductTokenCost,
  keepaQueryTokenCost,
} from '#domain/market-data/keepa.ts';
import { keepaMarketProduct } from '#domain/market-data/keepa-product.ts';
import type { MarketProduct } from '#domain/market-data/market-product.ts';
import type { Db } from '#server/db/client.ts';
import {
  type CallPolicy,
  type MarketDataSource,
  MarketSourceError,
  type NicheQuery,
} from '../market-data-source.ts';
import { createKeepaClient, KEEPA_API_BASE } from './keepa-client.ts';
import {
  keepaCategoryAnswer,
  keepaProductAnswer,
  keepaQueryAnswer,
  keepaTokenFields,
} from './keepa-schemas.ts';

/** Keepa's history cost: 1 token per product, and `rating=1` (rating and review history) up to 1 more. */
const PRODUCT_COST_WITH_RATING = 2;
const DAY_MS = 86_400_000;
/** A category lookup costs 1 token (up to 10 ids per call, same cost). */
const KEEPA_CATEGORY_TOKEN_COST = 1;

const bad = (operation: string, why: string) =>
  new MarketSourceError('keepa', 'bad_answer', `${operation}: ${why}`, { operation });

/** Observations dated before Keepa existed or in the future are not believed. */
function checkDates(product: MarketProduct, now: number) {
  for (const ob of product.observations) {
    const t = ob.observedAt.getTime();
    if (!(t >= keepaMinuteToDate(0).getTime() && t <= now + DAY_MS))
      throw bad('product', `${product.asin} observed at an impossible time`);
  }
}

/** Keepa Product Finder selection (ProductFinderRequest) of a niche query. */
export function keepaSelection(q: NicheQuery, page: number, perPage: number) {
  const range = (name: string, min?: number, max?: number) => ({
    ...(min !== undefined ? { [`${name}_gte`]: min } : {}),
    ...(max !== undefined ? { [`${name}_lte`]: max } : {}),
  });
  return {
    ...(q.title ? { title: q.title } : {}),
    ...(q.categoryIds?.length ? { categories_include: q.categoryIds } : {}),
    ...(q.rootCategoryIds?.length ? { rootCategory: q.rootCategoryIds.map(String) } : {}),
    ...range('current_NEW', q.priceMin, q.priceMax),
    ...range('current_SALES', q.rankMin, q.rankMax),
    ...range('current_COUNT_REVIEWS', undefined, q.reviewsMax),
    ...range('monthlySold', q.monthlySoldMin),
    productType: [0, 1],
    sort: [['current_SALES', 'asc']],
    page,
    perPage,
  };
}

/**
 * Keepa (KEEPA_API_KEY): `/product` with the full history (price, sales rank, new offer count,
 * rating and review count, monthlySold and its history → dated observations), `/query` (Product
 * Finder) to fill a niche, `/token` to check the key. Every marketplace of Scout has a Keepa
 * domain. Tokens are spent from the key's budget shared by every instance.
 */
export function keepaSource(o: {
  apiKey: string;
  baseUrl?: string;
  db: Db;
  policy: CallPolicy;
  fetch?: typeof fetch;
  maxWaitMs?: number;
  now?: () => Date;
}): MarketDataSource {
  const client = createKeepaClient({
    apiKey: o.apiKey,
    baseUrl: o.baseUrl ?? KEEPA_API_BASE,
    db: o.db,
    policy: o.policy,
    fetch: o.fetch,
    maxWaitMs: o.maxWaitMs ?? 120_000,
  });
  const now = o.now ?? (() => new Date());

  return {
    name: 'keepa',
    capabilities: ['products', 'history', 'finder', 'categories'],
    batchSize: 100,

    async getProducts({ marketplace, asins, history, ratings = true }, ctx) {
      const wanted = [...new Set(asins.map(normalizeAsin))];
      if (!wanted.length) return { products: [], unknown: [], failed: [] };
      if (wanted.length > 100) throw new RangeError('at most 100 ASINs per Keepa /product call');
      const products: MarketProduct[] = [];
      const unknown: string[] = [];
      await client.request(
        'product',
        {
          domain: String(KEEPA_DOMAIN_IDS[marketplace]),
          asin: wanted.join(','),
          history: '1',
          ...(ratings ? { rating: '1' } : {}),
        },
        keepaProductTokenCost(wanted.length) * (ratings ? PRODUCT_COST_WITH_RATING : 1),
        {
          schema: keepaProductAnswer,
          accept: (answer) => {
            const seen = new Set<string>();
            for (const raw of answer.products) {
              if (!wanted.includes(raw.asin) || seen.has(raw.asin))
                throw bad('product', `answered for ${raw.asin}, which was not asked`);
              seen.add(raw.asin);
              if (raw.domainId !== undefined && raw.domainId !== KEEPA_DOMAIN_IDS[marketplace])
                throw bad('product', `${raw.asin} of another domain`);
              const product = keepaMarketProduct(raw, marketplace, history ? { since: history.since } : {});
              checkDates(product, now().getTime());
              if (!product.title && !product.observations.length) {
                unknown.push(raw.asin);
                continue;
              }
              // Without history, only Keepa's last look (every current value) is kept.
              if (!history) product.observations = product.observations.slice(-1);
              products.push(product);
            }
            for (const asin of wanted) if (!seen.has(asin)) unknown.push(asin);
            return products.length;
          },
        },
        ctx,
      );
      return { products, unknown, failed: [] };
    },

    async findProducts({ marketplace, query, page, perPage }, ctx) {
      const size = Math.min(10_000, Math.max(50, perPage));
      const answer = await client.request(
        'query',
        {
          domain: String(KEEPA_DOMAIN_IDS[marketplace]),
          selection: JSON.stringify(keepaSelection(query, page, size)),
        },
        keepaQueryTokenCost(size),
        { schema: keepaQueryAnswer, accept: (a) => a.asinList?.length ?? 0 },
        ctx,
      );
      return { asins: answer.asinList ?? [], totalResults: answer.totalResults ?? null };
    },

    async rootCategories({ marketplace }, ctx) {
      const answer = await client.request(
        'category',
        { domain: String(KEEPA_DOMAIN_IDS[marketplace]), category: '0' },
        KEEPA_CATEGORY_TOKEN_COST,
        { schema: keepaCategoryAnswer, accept: (a) => Object.keys(a.categories ?? {}).length },
        ctx,
      );
      return Object.values(answer.categories ?? {})
        .filter((c) => !c.parent)
        .map((c) => ({ id: c.catId, name: c.name.trim() }))
        .filter((c) => c.name);
    },

    async check(_o, ctx) {
      await client.request('token', {}, 0, { schema: keepaTokenFields, accept: () => 0 }, ctx);
    },

    async budget() {
      const b = await client.budget();
      return { buckets: [{ name: 'tokens', tokens: b.tokens, rate: b.rate, burst: b.burst }] };
    },
  };
}
