import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { dateToKeepaMinute, KEEPA_CSV, keepaEntrySize } from '#domain/market-data/keepa.ts';
import { realKeepaProduct, type SyntheticCategory, syntheticProducts } from './keepa-catalog.ts';

/**
 * A local stand-in for Keepa's API (https://api.keepa.com) speaking its protocol: `key` and
 * `domain` query parameters, `/product` (asin list, history, rating), `/query` (Product Finder
 * selection JSON), `/token`; every answer gzipped (as Keepa always sends) with `tokensLeft`,
 * `refillIn`, `refillRate`, `tokensConsumed`; a call costing more tokens than left is refused with
 * 429 and nothing is spent. Products are Keepa Product objects (the real captured one in
 * tests/fixtures/keepa, or built by tests). Tests read `calls` and `spent`.
 */
export interface KeepaStandInOptions {
  key?: string;
  /** Tokens a minute (Keepa's refillRate); the balance starts full: an hour of refills, or `tokens`. */
  refillRate?: number;
  tokens?: number;
  /** Length of Keepa's refill period (a minute); shorter in tests. */
  refillPeriodMs?: number;
  /**
   * The operations the key's plan includes (default all): another one answers 404, as Keepa does
   * for a call outside the subscription.
   */
  plan?: string[];
}

export interface KeepaStandInCall {
  operation: string;
  at: number;
  domain?: string;
  asins?: string[];
  selection?: unknown;
  status: number;
  tokensConsumed: number;
}

/** A raw answer replacing the next call's (hostile-answer tests). */
export interface RawAnswer {
  status?: number;
  headers?: Record<string, string>;
  body: Buffer | string;
}

export interface KeepaStandIn {
  url: string;
  key: string;
  calls: KeepaStandInCall[];
  /** Products by domain id and ASIN. */
  products: Map<string, Record<string, unknown>>;
  /**
   * ASINs /query returns (per domain), in order, whatever the selection. Without a list for the
   * domain, /query filters the domain's products by the selection (root category, categories,
   * current sales rank and monthlySold ranges, title words), sorted by current sales rank.
   */
  finder: Map<number, string[]>;
  addProduct(domainId: number, product: Record<string, unknown>): void;
  /** Adds a category of products built from the real answer (keepa-catalog.ts); returns them. */
  addCategory(category: SyntheticCategory): Record<string, unknown>[];
  /** Tokens consumed by all calls so far. */
  spent(): number;
  /** The real /product answer captured from Keepa (B0F7XPYCSJ, amazon.com). */
  realProduct(): Record<string, unknown>;
  tokensLeft(): number;
  setTokens(tokens: number): void;
  /** The next answers are these, whatever was asked. */
  answerNext(...answers: RawAnswer[]): void;
  /** Send gzip bodies without Content-Encoding (a proxy that strips it). */
  stripContentEncoding: boolean;
  close(): Promise<void>;
}

/** The parts of a Product Finder selection (ProductFinderRequest) the stand-in honours. */
interface Selection {
  page?: number;
  perPage?: number;
  title?: string;
  rootCategory?: (string | number)[];
  categories_include?: number[];
  current_SALES_gte?: number;
  current_SALES_lte?: number;
  monthlySold_gte?: number;
  monthlySold_lte?: number;
}

/** The current value of a csv history (its last entry), or -1. */
const current = (p: Record<string, unknown>, type: number) => {
  const raw = (p.csv as (number[] | null)[] | null)?.[type];
  return raw && raw.length >= 2 ? raw[raw.length - keepaEntrySize(type) + 1] : -1;
};

/** The ASINs of a domain's products that meet a selection, best sales rank first. */
function select(products: Map<string, Record<string, unknown>>, domain: number, s: Selection): string[] {
  const inRange = (v: number, min?: number, max?: number) =>
    (min === undefined || v >= min) && (max === undefined || v <= max);
  return [...products.entries()]
    .filter(([key]) => key.startsWith(`${domain}:`))
    .map(([, p]) => ({ p, rank: current(p, KEEPA_CSV.SALES), sold: Number(p.monthlySold ?? -1) }))
    .filter(({ p, rank, sold }) => {
      if (s.rootCategory && !s.rootCategory.map(String).includes(String(p.rootCategory))) return false;
      if (
        s.categories_include &&
        !(p.categories as number[] | undefined)?.some((c) => s.categories_include?.includes(c))
      )
        return false;
      if ((s.current_SALES_gte !== undefined || s.current_SALES_lte !== undefined) && rank <= 0) return false;
      if (!inRange(rank, s.current_SALES_gte, s.current_SALES_lte)) return false;
      if (!inRange(sold, s.monthlySold_gte, s.monthlySold_lte)) return false;
      if (s.title) {
        const title = String(p.title ?? '').toLowerCase();
        if (
          !s.title
            .toLowerCase()
            .split(/\s+/)
            .every((w) => title.includes(w))
        )
          return false;
      }
      return true;
    })
    .sort((a, b) => (a.rank <= 0 ? Infinity : a.rank) - (b.rank <= 0 ? Infinity : b.rank))
    .map(({ p }) => String(p.asin));
}

export async function startKeepaStandIn(o: KeepaStandInOptions = {}): Promise<KeepaStandIn> {
  const key = o.key ?? 'keepa-test-key-0123456789abcdef';
  const refillRate = o.refillRate ?? 60;
  const period = o.refillPeriodMs ?? 60_000;
  const max = refillRate * 60;
  let tokens = o.tokens ?? max;
  const started = Date.now();
  let refills = 0;
  const products = new Map<string, Record<string, unknown>>();
  const finder = new Map<number, string[]>();
  const calls: KeepaStandInCall[] = [];
  const roots = new Map<number, Map<number, string>>();
  const queued: RawAnswer[] = [];
  const state = { stripContentEncoding: false };

  const refill = () => {
    const due = Math.floor((Date.now() - started) / period);
    if (due > refills) {
      tokens = Math.min(max, tokens + (due - refills) * refillRate);
      refills = due;
    }
  };
  const refillIn = () => period - ((Date.now() - started) % period);

  const send = (res: http.ServerResponse, status: number, body: Record<string, unknown>) => {
    const payload = gzipSync(
      JSON.stringify({
        timestamp: Date.now(),
        tokensLeft: tokens,
        refillIn: refillIn(),
        refillRate,
        tokenFlowReduction: 0,
        processingTimeInMs: 1,
        ...body,
      }),
    );
    res.writeHead(status, {
      'content-type': 'application/json;charset=UTF-8',
      ...(state.stripContentEncoding ? {} : { 'content-encoding': 'gzip' }),
    });
    res.end(payload);
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const operation = url.pathname.replace(/^\//, '');
    const raw = queued.shift();
    if (raw) {
      calls.push({ operation, at: Date.now(), status: raw.status ?? 200, tokensConsumed: 0 });
      res.writeHead(raw.status ?? 200, raw.headers ?? { 'content-type': 'application/json' });
      return res.end(raw.body);
    }
    refill();
    const call: KeepaStandInCall = { operation, at: Date.now(), status: 200, tokensConsumed: 0 };
    calls.push(call);
    const reject = (status: number, type: string, message: string) => {
      call.status = status;
      send(res, status, { error: { type, message } });
    };
    if (url.searchParams.get('key') !== key) return reject(400, 'invalidKey', 'The API key is not valid.');
    if (o.plan && operation !== 'token' && !o.plan.includes(operation))
      return reject(404, 'notFound', 'This request is not available with your subscription.');
    const domain = url.searchParams.get('domain') ?? '';
    call.domain = domain;
    let cost = 0;
    let body: Record<string, unknown> = {};
    if (operation === 'token') {
      body = {};
    } else if (operation === 'product') {
      const asins = (url.searchParams.get('asin') ?? '').split(',').filter(Boolean);
      call.asins = asins;
      if (!asins.length || asins.length > 100) return reject(400, 'invalidParameter', 'asin');
      cost = asins.length * (url.searchParams.get('rating') === '1' ? 2 : 1);
      body = {
        products: asins.map(
          (asin) =>
            products.get(`${domain}:${asin}`) ?? {
              asin,
              domainId: Number(domain),
              productType: 5,
              title: null,
              csv: null,
            },
        ),
      };
    } else if (operation === 'query') {
      const selection = JSON.parse(url.searchParams.get('selection') ?? '{}') as Selection;
      call.selection = selection;
      const perPage = selection.perPage ?? 50;
      if (perPage < 50) return reject(400, 'invalidParameter', 'perPage must be at least 50');
      const page = selection.page ?? 0;
      const all = finder.get(Number(domain)) ?? select(products, Number(domain), selection);
      cost = 10 + Math.ceil(perPage / 100);
      body = { asinList: all.slice(page * perPage, (page + 1) * perPage), totalResults: all.length };
    } else if (operation === 'category') {
      const wanted = (url.searchParams.get('category') ?? '').split(',').filter(Boolean);
      const known = roots.get(Number(domain)) ?? new Map<number, string>();
      const categories: Record<string, unknown> = {};
      for (const id of wanted)
        for (const [catId, name] of known)
          if (id === '0' || Number(id) === catId)
            categories[String(catId)] = { catId, name, parent: 0, domainId: Number(domain), productCount: 0 };
      cost = 1;
      body = { categories };
    } else {
      return reject(404, 'notFound', 'Unknown endpoint');
    }
    if (cost > tokens) {
      call.status = 429;
      return send(res, 429, { tokensConsumed: 0 });
    }
    tokens -= cost;
    call.tokensConsumed = cost;
    send(res, 200, { ...body, tokensConsumed: cost });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  function addProduct(domainId: number, product: Record<string, unknown>) {
    products.set(`${domainId}:${product.asin}`, { domainId, ...product });
    const root = (product.categoryTree as { catId: number; name: string }[] | null | undefined)?.[0];
    if (root) {
      const known = roots.get(domainId) ?? new Map<number, string>();
      known.set(root.catId, root.name);
      roots.set(domainId, known);
    }
  }
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    key,
    calls,
    products,
    finder,
    addProduct,
    addCategory(category) {
      const made = syntheticProducts(category);
      for (const p of made) addProduct(category.domainId, p);
      return made;
    },
    spent: () => calls.reduce((sum, c) => sum + c.tokensConsumed, 0),
    realProduct: realKeepaProduct,
    tokensLeft: () => {
      refill();
      return tokens;
    },
    setTokens(t) {
      tokens = t;
    },
    answerNext: (...answers) => {
      queued.push(...answers);
    },
    get stripContentEncoding() {
      return state.stripContentEncoding;
    },
    set stripContentEncoding(v: boolean) {
      state.stripContentEncoding = v;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A Keepa product whose histories are moved in time so that Keepa's last look is `at` (the real
 * captured answer is from 2026-05: a journey run later still sees a current product with the year
 * before it). Values are untouched; `-1` and `-2` entries keep their meaning.
 */
export function keepaProductAsOf(product: Record<string, unknown>, at: Date): Record<string, unknown> {
  const lastUpdate = Number(product.lastUpdate);
  const shift = dateToKeepaMinute(at) - lastUpdate;
  const moved = (raw: number[] | null | undefined, size: number) =>
    raw ? raw.map((v, i) => (i % size === 0 ? v + shift : v)) : raw;
  const csv = (product.csv as (number[] | null)[] | null) ?? [];
  return {
    ...product,
    lastUpdate: lastUpdate + shift,
    ...(typeof product.trackingSince === 'number' ? { trackingSince: product.trackingSince + shift } : {}),
    csv: csv.map((raw, type) => moved(raw, keepaEntrySize(type))),
    monthlySoldHistory: moved(product.monthlySoldHistory as number[] | null, 2),
  };
}
