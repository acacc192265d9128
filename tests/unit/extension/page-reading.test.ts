/**
 * What the extension sends with a page: a best-seller item's place as its department rank (only on
 * a department's list), the sizes read on a product page, and the page's reading carried by Track,
 * Price alert and Analyze (the background handler, with a fake Scout).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import type { BestSellersPage, ProductPage } from '#domain/amazon-pages/page-types.ts';
import { readAmazonPage } from '#domain/amazon-pages/read-page.ts';
import { errorWords } from '#extension/lib/action-button.ts';
import { type BackgroundMessage, createBackground } from '#extension/lib/background-handler.ts';
import { translator } from '#extension/lib/messages.ts';
import { estimateItemsOf, observationsOf } from '#extension/lib/page-requests.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/amazon-pages');
function read<T>(file: string, url?: string) {
  const { document } = parseHTML(fs.readFileSync(path.join(FIXTURES, file), 'utf8'));
  return readAmazonPage(document as unknown as Document, { url }) as unknown as T & { marketplace: 'US' };
}

describe('best-seller ranks', () => {
  it('sends a department list’s place as the department rank, a sub-category list’s not', () => {
    const list = read<BestSellersPage>('com_bestsellers_tools_home_improvement_2022_parsy.html');
    expect(list.scope).toBe('department');
    const items = estimateItemsOf(list);
    expect(items[0]).toMatchObject({
      asin: 'B08N5NQ869',
      bestSellersRank: 1,
      category: 'Tools & Home Improvement',
    });
    expect(items[29]).toMatchObject({ bestSellersRank: 30 });
    expect(observationsOf(list, new Date())[4]).toMatchObject({
      bestSellersRank: 5,
      pageKind: 'bestsellers',
    });

    const sub = { ...list, scope: 'subcategory' as const };
    expect(estimateItemsOf(sub)[0].bestSellersRank).toBeUndefined();
    expect(observationsOf(sub, new Date())[0].category).toBeUndefined();
    const unknown = { ...list, scope: undefined };
    expect(estimateItemsOf(unknown)[0].bestSellersRank).toBeUndefined();
  });
});

describe('sizes', () => {
  it('sends the item’s size in cm and g with the observation, and in inches and ounces for the estimate', () => {
    const page = read<ProductPage>('com_product_amazonbasics_bedframe_2022_webshop.html');
    const [observation] = observationsOf(page, new Date());
    expect(observation.sizes).toEqual([
      {
        kind: 'item',
        lengthCm: 190.5,
        widthCm: 137.16,
        heightCm: 35.56,
        weightG: 18778.7,
        label: 'Product Dimensions',
      },
    ]);
    expect(estimateItemsOf(page)[0].dimensions).toEqual({
      of: 'product',
      sidesIn: [75, 54, 14],
      weightOz: 662.4,
    });
    const packaged = read<ProductPage>('com_product_B01LW7X0JJ_2019_rejoiceinhope.html');
    expect(estimateItemsOf(packaged)[0].dimensions).toEqual({
      of: 'package',
      sidesIn: [6.5, 4.1, 2.6],
      weightOz: 4.2,
    });
  });
});

/** A background with in-memory storage and a fake Scout that records what it was sent. */
function fakeScout(answer: (path: string, body: unknown) => { status: number; body: unknown }) {
  const store = new Map<string, unknown>();
  const sent: { path: string; body: unknown }[] = [];
  const opened: string[] = [];
  const background = createBackground({
    settings: async () => ({ scoutUrl: 'https://scout.test', apiKey: 'scout_abc', language: 'en' }),
    load: async (k) => store.get(k),
    save: async (k, v) => void store.set(k, v),
    fetch: (async (url: string, init: RequestInit) => {
      const p = url.replace('https://scout.test/api/v1', '');
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ path: p, body });
      const a = answer(p, body);
      return new Response(JSON.stringify(a.body), { status: a.status });
    }) as typeof fetch,
    openOptions: async () => {},
    openTab: async (url) => void opened.push(url),
  });
  return { handle: (m: BackgroundMessage) => background.handle(m), sent, opened };
}

describe('actions with the page reading', () => {
  const page = read<ProductPage>('com_product_amazonbasics_bedframe_2022_webshop.html');
  const observation = observationsOf(page, new Date())[0];

  it('Track carries the reading; "already tracked" is success; a refusal comes back as its code', async () => {
    let status = 201;
    let code = '';
    const scout = fakeScout(() => ({ status, body: status < 300 ? { item: {} } : { error: { code } } }));
    expect(
      await scout.handle({ type: 'track', marketplace: 'US', asin: page.asin, observation }),
    ).toMatchObject({ ok: true });
    expect(scout.sent[0]).toEqual({
      path: '/tracked-products',
      body: { marketplace: 'US', asin: 'B073WRF565', observation },
    });
    status = 409;
    code = 'already_tracked';
    expect(await scout.handle({ type: 'track', marketplace: 'US', asin: page.asin })).toMatchObject({
      ok: true,
    });
    status = 403;
    code = 'tracking_limit_reached';
    expect(await scout.handle({ type: 'track', marketplace: 'US', asin: page.asin })).toEqual({
      ok: false,
      error: 'tracking_limit_reached',
    });
  });

  it('Analyze records the reading, then opens the product in Scout (and only in Scout)', async () => {
    const scout = fakeScout(() => ({ status: 200, body: { received: 1 } }));
    const url = 'https://scout.test/product-research?analyze=B073WRF565&marketplace=US';
    expect(await scout.handle({ type: 'analyze', url, observation })).toMatchObject({ ok: true });
    expect(scout.sent).toEqual([{ path: '/observations', body: { observations: [observation] } }]);
    expect(scout.opened).toEqual([url]);
    expect(await scout.handle({ type: 'analyze', url: 'https://evil.test/x' })).toMatchObject({ ok: false });
    expect(scout.opened).toHaveLength(1);
  });

  it('a failed reading opens nothing; an unreachable Scout says so', async () => {
    const down = createBackground({
      settings: async () => ({ scoutUrl: 'https://scout.test', apiKey: 'scout_abc', language: 'en' }),
      load: async () => undefined,
      save: async () => {},
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
      openOptions: async () => {},
      openTab: async () => {
        throw new Error('must not open');
      },
    });
    expect(await down.handle({ type: 'analyze', url: 'https://scout.test/x', observation })).toEqual({
      ok: false,
      error: 'network',
    });
  });

  it('remembers whether each panel was left open', async () => {
    const scout = fakeScout(() => ({ status: 200, body: {} }));
    expect(await scout.handle({ type: 'uiState' })).toEqual({ ok: true, data: {} });
    await scout.handle({ type: 'setUiState', panel: 'product', open: false });
    await scout.handle({ type: 'setUiState', panel: 'summary', open: true });
    expect(await scout.handle({ type: 'uiState' })).toEqual({
      ok: true,
      data: { product: false, summary: true },
    });
  });

  it('words every failure, in both languages', () => {
    const en = translator('en');
    const fr = translator('fr');
    expect(errorWords('asin_not_found', en)).toBe('your Scout does not know this product');
    expect(errorWords('tracking_limit_reached', fr)).toBe(
      'la limite de produits suivis de votre offre est atteinte',
    );
    expect(errorWords('http_502', en)).toBe('your Scout had an error, try again later');
    expect(errorWords('something_new', en)).toBe('your Scout answered “something_new”');
    expect(en('actionFailed', { action: 'Track', reason: errorWords('network', en) })).toBe(
      'Track — not done: your Scout could not be reached',
    );
  });
});

describe('the settings page’s check', () => {
  it('asks /api/v1/usage at the address and with the key given, not those saved', async () => {
    const asked: { url: string; init: RequestInit }[] = [];
    let status = 200;
    const usage = {
      plan: 'pro',
      resetsAt: '2026-12-01T00:00:00.000Z',
      quotas: {
        productSearches: { used: 1, limit: 100 },
        keywordSearches: { used: 0, limit: 100 },
        trackedCompetitors: { used: 2, limit: 50 },
      },
    };
    const background = createBackground({
      settings: async () => ({ scoutUrl: 'https://saved.test', apiKey: 'scout_saved', language: 'en' }),
      load: async () => undefined,
      save: async () => {},
      fetch: (async (url: string, init: RequestInit) => {
        asked.push({ url, init });
        const body = status === 200 ? usage : { error: { code: 'invalid_api_key' } };
        return new Response(JSON.stringify(body), { status });
      }) as typeof fetch,
      openOptions: async () => {},
      openTab: async () => {},
    });
    const check = { type: 'checkConnection', scoutUrl: 'https://new.test', apiKey: 'scout_new' } as const;
    expect(await background.handle(check)).toEqual({ ok: true, data: usage });
    expect(asked[0].url).toBe('https://new.test/api/v1/usage');
    expect(asked[0].init).toMatchObject({
      method: 'GET',
      credentials: 'omit',
      headers: { authorization: 'Bearer scout_new' },
    });
    expect(asked[0].init.body).toBeUndefined();
    status = 401;
    expect(await background.handle(check)).toEqual({ ok: false, error: 'invalid_api_key' });
  });
});
