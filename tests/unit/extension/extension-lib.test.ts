/** The extension's pure parts: texts in both languages, what it sends for a page, the page summary. */
import fs from 'node:fs';
import path from 'node:path';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import type { SearchPage } from '#domain/amazon-pages/page-types.ts';
import { readAmazonPage } from '#domain/amazon-pages/read-page.ts';
import type { CostAssumption } from '#domain/estimators/margin.ts';
import { DEFAULT_FEE_SETTINGS, estimateProductEconomics } from '#domain/estimators/product-economics.ts';
import { sizeInputOf } from '#domain/fees/size-basis.ts';
import { minorUnits } from '#domain/money.ts';
import { feeLines, feesFigure, marginFigure, marginLabel } from '#extension/lib/fee-figures.ts';
import { sourceText } from '#extension/lib/figure-source.ts';
import { revenueFigure, salesFigure, tileFigures } from '#extension/lib/figures.ts';
import { formatters } from '#extension/lib/format.ts';
import { messageKeys, resolveLanguage, translator } from '#extension/lib/messages.ts';
import { estimateItemsOf, observationsOf } from '#extension/lib/page-requests.ts';
import { pageRows } from '#extension/lib/page-rows.ts';
import { sortRows } from '#extension/lib/results-table.ts';
import type { ScoutEstimate } from '#extension/lib/scout-types.ts';
import { isApiKey, normaliseScoutUrl, originPattern } from '#extension/lib/settings.ts';
import { summarise, summaryCsv } from '#extension/lib/summary.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/amazon-pages');
const searchPage = (() => {
  const { document } = parseHTML(
    fs.readFileSync(path.join(FIXTURES, 'com_search_red_basketball_shoes_2022_webshop.html'), 'utf8'),
  );
  return readAmazonPage(document as unknown as Document, { marketplace: 'US' }) as SearchPage & {
    marketplace: 'US';
  };
})();

describe('texts', () => {
  it('has the same keys in English and French, and picks the language', () => {
    expect(messageKeys.fr.sort()).toEqual(messageKeys.en.sort());
    expect(resolveLanguage('auto', 'fr-CA')).toBe('fr');
    expect(resolveLanguage('auto', 'de-DE')).toBe('en');
    expect(resolveLanguage('en', 'fr-FR')).toBe('en');
    expect(translator('fr')('fromSource', { source: 'sp_api', date: '3 mars' })).toBe(
      'source sp_api, 3 mars',
    );
  });
});

describe('settings', () => {
  it('keeps the origin of the Scout address and checks the key format', () => {
    expect(normaliseScoutUrl(' https://scout.example.com/app/ ')).toBe('https://scout.example.com');
    expect(normaliseScoutUrl('ftp://x')).toBeNull();
    expect(normaliseScoutUrl('scout')).toBeNull();
    expect(isApiKey('scout_Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56')).toBe(true);
    expect(isApiKey('sk_live_123')).toBe(false);
  });

  it('asks the browser for the Scout origin only: its scheme, host and port, any path', () => {
    expect(originPattern('http://localhost:3000')).toBe('http://localhost:3000/*');
    expect(originPattern('https://scout.example.com/app/settings?x=1#top')).toBe(
      'https://scout.example.com/*',
    );
    expect(originPattern('https://scout.example.com:8443/app/')).toBe('https://scout.example.com:8443/*');
    // The scheme's default port is no port; user names in the address are not part of an origin.
    expect(originPattern('https://me:secret@scout.example.com:443/')).toBe('https://scout.example.com/*');
    expect(originPattern('http://192.168.1.20:3000')).toBe('http://192.168.1.20:3000/*');
    expect(originPattern('http://[::1]:3000/')).toBe('http://[::1]:3000/*');
    // Firefox's match patterns have no port: the host on any port.
    expect(originPattern('http://localhost:3000', { port: false })).toBe('http://localhost/*');
    expect(originPattern('https://scout.example.com/app/', { port: false })).toBe(
      'https://scout.example.com/*',
    );
    for (const bad of [
      'ftp://scout.example.com',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'chrome://extensions',
      'scout',
      '',
    ])
      expect(originPattern(bad), bad).toBeNull();
  });
});

describe('page requests', { timeout: 60_000 }, () => {
  it('sends one estimate item per distinct ASIN and one observation per result, with positions', () => {
    const at = new Date('2026-11-24T10:00:00Z');
    const items = estimateItemsOf(searchPage);
    expect(items).toHaveLength(new Set(searchPage.results.map((r) => r.asin)).size);
    expect(items[0]).toEqual({
      asin: 'B083QCWF61',
      currency: 'USD',
      priceCents: 5949,
      rating: 4.5,
      reviewCount: 5513,
    });
    const observations = observationsOf(searchPage, at);
    expect(observations).toHaveLength(59);
    expect(observations[2]).toMatchObject({
      marketplace: 'US',
      asin: 'B0817BFNC4',
      observedAt: at.toISOString(),
      pageKind: 'search',
      keyword: 'red basketball shoes',
      searchPage: 1,
      sponsored: false,
      organicPosition: 1,
      priceCents: 6499,
      listPriceCents: 7000,
    });
  });

  it('leaves out prices shown in another currency than the marketplace’s', () => {
    const converted = { ...searchPage, marketplace: 'DE' as const };
    expect(estimateItemsOf(converted)[0].priceCents).toBeUndefined();
    expect(observationsOf(converted, new Date())[0].currency).toBeUndefined();
  });
});

describe('no featured offer', () => {
  const base = (price: ScoutEstimate['inputs']['price']): ScoutEstimate => ({
    asin: 'B0C3HCD34R',
    productId: null,
    trackedId: null,
    inputs: {
      price,
      boughtPastMonth: null,
      bestSellersRank: null,
      category: null,
      rating: null,
      reviewCount: null,
    },
    units: { method: 'unknown' },
    revenue: null,
    economics: null,
    competition: null,
    opportunity: { score: null, components: [] },
  });
  const t = translator('en');
  const f = formatters('en');

  it('sends other sellers’ lowest offer for the estimate only, never as an observed price', () => {
    const page = readAmazonPage(
      parseHTML(fs.readFileSync(path.join(FIXTURES, 'com_search_tiles_2026_2scraper.html'), 'utf8'))
        .document as unknown as Document,
      { url: 'https://www.amazon.com/s?k=wireless+headphones' },
    ) as SearchPage & { marketplace: 'US' };
    const item = estimateItemsOf(page).find((i) => i.asin === 'B0C3HCD34R');
    expect(item?.offerPrice).toEqual({ currency: 'EUR', amountMinor: 2815 });
    expect(item?.priceCents).toBeUndefined();
    const observed = observationsOf(page, new Date()).find((o) => o.asin === 'B0C3HCD34R');
    expect(observed?.priceCents).toBeUndefined();
  });

  it('says "no price" rather than a blank where neither the page nor Scout has one', () => {
    const fees = feesFigure(base(null), 'USD', t, f);
    expect(fees).toMatchObject({ text: null, missing: 'no price' });
    expect(fees.hint).toContain('no featured offer');
    const [, , feeBadge, leftBadge] = tileFigures(
      { kind: 'search', marketplace: 'US', page: 1, results: [] },
      undefined,
      base(null),
      { currency: 'USD', t, f },
    );
    expect(feeBadge.long).toBe('no price');
    expect(leftBadge.long).toBe('no price');
    expect(
      sourceText({ value: 2815, source: 'page_offer', observedAt: '2026-11-28T10:00:00Z' }, t, f),
    ).toContain('other sellers’ lowest offer shown on this page');
  });
});

describe('page summary', { timeout: 60_000 }, () => {
  const estimate = (asin: string, units: number | null, priceCents: number): ScoutEstimate => ({
    asin,
    productId: null,
    trackedId: null,
    inputs: {
      price: { value: minorUnits(priceCents), source: 'page', observedAt: '2026-11-24T10:00:00Z' },
      boughtPastMonth: null,
      bestSellersRank: null,
      category: null,
      rating: null,
      reviewCount: null,
    },
    units: units === null ? { method: 'unknown' } : { method: 'badge', lowerBound: units },
    revenue: units === null ? null : { kind: 'at_least', cents: minorUnits(units * priceCents) },
    economics: null,
    competition: null,
    opportunity: { score: 55, components: [] },
  });

  it('totals and medians from the page’s own tiles, each saying how many tiles it rests on', () => {
    const estimates = new Map([
      ['B083QCWF61', estimate('B083QCWF61', 1000, 5949)],
      ['B0817BFNC4', estimate('B0817BFNC4', 50, 6499)],
      ['B07HHTS79M', estimate('B07HHTS79M', null, 6375)],
    ]);
    const rows = pageRows(searchPage, estimates);
    const s = summarise(searchPage, rows);
    expect(s.products).toBe(59);
    expect(s.sales).toEqual({ total: 1050, median: 525, used: 2 });
    expect(s.lowerBound).toBe(true);
    expect(s.revenue).toMatchObject({ total: 1000 * 5949 + 50 * 6499, used: 2 });
    // Price, reviews and rating: as the tiles show them, not from what Scout knows of the products.
    const shown = searchPage.results;
    expect(s.reviews.used).toBe(shown.filter((r) => r.reviewCount !== undefined).length);
    expect(s.price.used).toBe(shown.filter((r) => r.price?.currency === 'USD').length);
    expect(s.rating.used).toBe(shown.filter((r) => r.rating !== undefined).length);
    const reviews = shown
      .flatMap((r) => (r.reviewCount === undefined ? [] : [r.reviewCount]))
      .sort((a, b) => a - b);
    const mid = reviews.length / 2;
    expect(s.reviews.median).toBe(
      reviews.length % 2 ? reviews[Math.floor(mid)] : (reviews[mid - 1] + reviews[mid]) / 2,
    );
    expect(s.sponsoredShare).toBeCloseTo(11 / 59);
    expect(s.competition?.level).toMatch(/low|medium|high/);
    const csv = summaryCsv(rows, 'US');
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(60);
    expect(lines[0]).toContain('price,currency,rating,reviews');
    // The reviews column is filled from the page: 5513 ratings on the first tile.
    expect(lines[1]).toContain('B083QCWF61');
    expect(lines[1]).toContain(',59.49,USD,4.5,5513,');
  });

  it('sorts the results table by any figure, unknown values last in both directions', () => {
    const estimates = new Map([
      ['B083QCWF61', estimate('B083QCWF61', 1000, 5949)],
      ['B0817BFNC4', estimate('B0817BFNC4', 50, 6499)],
    ]);
    const rows = pageRows(searchPage, estimates);
    const bySales = sortRows(rows, 'sales', 'desc');
    expect(bySales.slice(0, 2).map((r) => r.asin)).toEqual(['B083QCWF61', 'B0817BFNC4']);
    expect(bySales[2].units).toBeNull();
    expect(
      sortRows(rows, 'sales', 'asc')
        .slice(0, 2)
        .map((r) => r.asin),
    ).toEqual(['B0817BFNC4', 'B083QCWF61']);
    const byReviews = sortRows(rows, 'reviews', 'desc').map((r) => r.reviews);
    const known = byReviews.filter((v) => v !== null) as number[];
    expect(known).toEqual([...known].sort((a, b) => b - a));
    expect(byReviews.slice(known.length).every((v) => v === null)).toBe(true);
    expect(sortRows(rows, 'position', 'asc').map((r) => r.position)).toEqual(rows.map((r) => r.position));
  });
});

describe('figures', () => {
  const t = translator('en');
  const f = formatters('en');
  const day = 86_400_000;
  const reading = <V extends number>(value: V, source: string, daysAgo: number) => ({
    value,
    source,
    observedAt: new Date(Date.now() - daysAgo * day).toISOString(),
  });
  const withBadge = (badge: ReturnType<typeof reading>): ScoutEstimate => ({
    asin: 'B000000001',
    productId: 1,
    trackedId: null,
    inputs: {
      price: reading(minorUnits(2000), 'sample', 700),
      boughtPastMonth: badge,
      bestSellersRank: null,
      category: null,
      rating: null,
      reviewCount: null,
    },
    units: { method: 'badge', lowerBound: badge.value },
    revenue: { kind: 'at_least', cents: minorUnits(badge.value * 2000) },
    economics: null,
    competition: null,
    opportunity: { score: null, components: [] },
  });

  it('marks a figure resting on a stored reading older than 30 days, never one read from the page', () => {
    const old = salesFigure(withBadge(reading(300, 'sample', 700)), t, f);
    expect(old).toMatchObject({ text: '300+/mo', stale: true });
    expect(old.hint).toContain('older than 30 days');
    expect(salesFigure(withBadge(reading(300, 'keepa', 3)), t, f)).toMatchObject({ stale: false });
    expect(salesFigure(withBadge(reading(300, 'page', 700)), t, f)).toMatchObject({ stale: false });
    expect(revenueFigure(withBadge(reading(300, 'page', 0)), 'USD', t, f).stale).toBe(true);
  });

  it('shows a rank without a calibrated curve as Scout’s labelled range, with its basis', () => {
    const ranged = (units: ScoutEstimate['units']): ScoutEstimate => ({
      ...withBadge(reading(300, 'page', 0)),
      units,
    });
    const near = salesFigure(
      ranged({
        method: 'rank_range',
        rank: 5000,
        low: 90,
        high: 400,
        basis: 'nearby_pairs',
        count: 12,
        rankLow: 3100,
        rankHigh: 9000,
      }),
      t,
      f,
    );
    expect(near.text).toBe('90–400/mo');
    expect(near.hint).toContain('a range, not an estimate');
    expect(near.hint).toContain('#3,100 to #9,000 (this one: #5,000)');
    const other = salesFigure(
      ranged({
        method: 'rank_range',
        rank: 5000,
        low: 40,
        high: 1200,
        basis: 'other_categories',
        count: 3,
        rankLow: null,
        rankHigh: null,
      }),
      translator('fr'),
      formatters('fr'),
    );
    expect(other.text).toMatch(/^40–1,2\sk\/mois$/);
    expect(other.hint).toContain('3 autres départements');
    // Nothing to estimate from: "not enough data", for revenue too — not "not readable".
    const unknown = { ...ranged({ method: 'unknown' }), revenue: null };
    const [sales, revenue] = tileFigures(searchPage, undefined, unknown, {
      currency: 'USD',
      t,
      f,
    });
    expect([sales.long, revenue.long]).toEqual(['not enough data', 'not enough data']);
  });

  it('shows all of Amazon\'s fees and a margin only with a cost, never "100 % − referral"', () => {
    const economics = (costAssumption: CostAssumption) =>
      estimateProductEconomics({
        marketplace: 'US',
        priceMinor: 2000,
        category: 'Toys & Games',
        size: sizeInputOf({}),
        date: new Date('2026-11-28T12:00:00Z'),
        settings: { ...DEFAULT_FEE_SETTINGS, costAssumption },
      }) as ScoutEstimate['economics'];
    const e = {
      ...withBadge(reading(300, 'page', 0)),
      economics: economics({ kind: 'percentOfPrice', bp: 2500 }),
    };
    const fees = feesFigure(e, 'USD', t, f);
    expect(fees.text).toMatch(/^\$\d+\.\d\d–\$\d+\.\d\d$/); // a range: the size is unknown
    expect(fees.hint).toContain('size unknown');
    const margin = marginFigure(e, 'USD', t, f);
    expect(margin.hint).toContain('25% of the price');
    expect(Number.parseFloat(margin.text ?? '')).toBeLessThan(50);
    const none = { ...e, economics: economics({ kind: 'none' }) };
    expect(marginLabel(none, t)).toBe('left');
    expect(marginFigure(none, 'USD', t, f).hint).toContain('no cost set');
    // The tile's last money figure follows: "left" without a cost, the margin with one.
    const [, , , left] = tileFigures(searchPage, undefined, none, { currency: 'USD', t, f });
    expect(left).toMatchObject({ key: 'margin', label: 'left' });
    expect(left.text).toMatch(/^\$\d+\.\d\d–\$\d+\.\d\d$/);
    const [, , , margin25] = tileFigures(searchPage, undefined, e, { currency: 'USD', t, f });
    expect(margin25.label).toBe('margin');
    expect(
      feeLines(e.economics as NonNullable<ScoutEstimate['economics']>, 'USD', t, f).map((l) => l.label),
    ).toEqual(
      expect.arrayContaining([
        'Referral fee',
        'FBA fulfilment fee',
        'Total fees',
        'Left after fees',
        'Cost',
        'Profit',
      ]),
    );
  });

  it('says how VAT is treated on a European store, and when the fee category was guessed', () => {
    const de = (vatRegistered: boolean) =>
      estimateProductEconomics({
        marketplace: 'DE',
        priceMinor: 2999,
        category: null,
        size: sizeInputOf({}),
        date: new Date('2026-11-28T12:00:00Z'),
        settings: { ...DEFAULT_FEE_SETTINGS, vatRegistered: { DE: vatRegistered } },
      }) as ScoutEstimate['economics'];
    const fromPage = withBadge(reading(300, 'page', 0));
    const e = {
      ...fromPage,
      inputs: { ...fromPage.inputs, price: reading(minorUnits(2999), 'page', 0) },
      economics: de(true),
    };
    const fees = feesFigure(e, 'EUR', t, f);
    expect(fees.hint).toContain('VAT 19% taken out of the price');
    expect(fees.hint).toContain('fee category unknown');
    expect(fees.hint).toContain('read from this page');
    const kept = feesFigure({ ...e, economics: de(false) }, 'EUR', t, f);
    expect(kept.hint).toContain('includes VAT 19%, not taken out');
    const fr = translator('fr');
    expect(feesFigure(e, 'EUR', fr, formatters('fr')).hint).toContain('TVA de 19\u202f% retirée du prix');
  });
});
