import fs from 'node:fs';
import { dateToKeepaMinute, KEEPA_CSV } from '#domain/market-data/keepa.ts';

/**
 * Keepa Product objects for the stand-in, built from the real captured `/product` answer
 * (tests/fixtures/keepa, B0F7XPYCSJ on amazon.com): the same fields, history arrays and time
 * encoding, varied deterministically per product (a small linear congruential generator, so the
 * same catalog on every run):
 * - the sales rank history (csv SALES, and salesRanks) is the real one scaled so that its median
 *   is the product's rank (log-uniform over the category's ranks), `-1` gaps kept;
 * - the price history is scaled around a product price;
 * - `monthlySoldHistory` is read off a SYNTHETIC curve units = exp(a − b·ln rank), multiplied by
 *   a deterministic noise in [1/spread, spread], rounded down to Amazon's badge ladder (50+, 100+,
 *   … 1K+, 2K+…), "-1" when under 50 — every 14 days along the rank history, as Keepa records
 *   badge changes. The curve is the stand-in's own, not a measurement of Amazon: a curve fitted on
 *   these products measures the crawl and the fit, not the real relation (docs/estimators.md).
 */

const realAnswer = new URL('../fixtures/keepa/product-B0F7XPYCSJ-us.json', import.meta.url);

export const realKeepaProduct = (): Record<string, unknown> =>
  (JSON.parse(fs.readFileSync(realAnswer, 'utf8')) as { products: Record<string, unknown>[] }).products[0];

/** The synthetic curve of a stand-in category (monthly units at a root-category rank). */
export interface SyntheticCurve {
  a: number;
  b: number;
  /** Multiplicative noise of each badge reading: units × spread^(2u−1), u uniform. */
  spread: number;
}

/**
 * What the stand-in's Industrial & Scientific curve is: through the real product's own readings
 * (rank about 17,000 with 300+ to 400+ bought a month), slope 0.8.
 */
export const STAND_IN_CURVE: SyntheticCurve = { a: 13.5, b: 0.8, spread: 1.6 };

export interface SyntheticCategory {
  domainId: number;
  catId: number;
  name: string;
  /** How many products, and their ranks' span (log-uniform). */
  products: number;
  rankMin?: number;
  rankMax?: number;
  curve?: SyntheticCurve;
  seed?: number;
  /** Keepa's last look at every product (their histories are moved to end there). */
  lastUpdate?: Date;
  /** Words of the titles (each product takes a few). */
  words?: string[];
}

const LADDER = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900];

/** The badge Amazon shows for `units` a month ("N+"), or -1 below the smallest one. */
export function badgeOf(units: number): number {
  if (units < 50) return -1;
  if (units < 1000) return LADDER.filter((b) => b <= units).at(-1) as number;
  const step = 10 ** Math.floor(Math.log10(units));
  return Math.floor(units / step) * step;
}

function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/** A deterministic ASIN from a category and an index (B0 + 8 base-36 characters). */
export const syntheticAsin = (catId: number, i: number) =>
  `B0${((catId % 46_000) * 36_000 + i).toString(36).toUpperCase().padStart(8, '0').slice(-8)}`;

/** Products of one stand-in category, best ranked first. */
export function syntheticProducts(c: SyntheticCategory): Record<string, unknown>[] {
  const real = realKeepaProduct();
  const next = random(c.seed ?? c.catId);
  const curve = c.curve ?? STAND_IN_CURVE;
  const realCsv = real.csv as (number[] | null)[];
  const realRanks = realCsv[KEEPA_CSV.SALES] as number[];
  const realMedian = median(realRanks.filter((_, i) => i % 2 === 1).filter((v) => v > 0));
  const shift = c.lastUpdate ? dateToKeepaMinute(c.lastUpdate) - Number(real.lastUpdate) : 0;
  const words = c.words ?? ['lab', 'glass', 'funnel', 'beaker', 'flask', 'tube', 'set', 'borosilicate'];
  const rankMin = c.rankMin ?? 50;
  const rankMax = c.rankMax ?? 300_000;
  const products: Record<string, unknown>[] = [];
  for (let i = 0; i < c.products; i++) {
    const target = Math.round(rankMin * (rankMax / rankMin) ** ((i + next()) / c.products));
    const factor = target / realMedian;
    const ranks: number[] = [];
    for (let j = 0; j < realRanks.length; j += 2)
      ranks.push(
        realRanks[j] + shift,
        realRanks[j + 1] > 0 ? Math.max(1, Math.round(realRanks[j + 1] * factor)) : -1,
      );
    // The real product lost its rank at the end (-1); these stay ranked (Product Finder reads the current rank).
    while (ranks.length > 2 && ranks[ranks.length - 1] < 0) ranks.splice(-2, 2);
    const sold: number[] = [];
    let lastBadge: number | null = null;
    for (let j = 0; j < ranks.length; j += 2) {
      const minute = ranks[j];
      if (sold.length && minute - sold[sold.length - 2] < 14 * 1440) continue;
      const rank = ranks[j + 1];
      const badge =
        rank > 0
          ? badgeOf(Math.exp(curve.a - curve.b * Math.log(rank)) * curve.spread ** (2 * next() - 1))
          : -1;
      if (badge === lastBadge) continue;
      sold.push(minute, badge);
      lastBadge = badge;
    }
    const priceFactor = (900 + next() * 6000) / 2599;
    const csv = realCsv.map((h) => (h ? [...h] : h));
    csv[KEEPA_CSV.SALES] = ranks;
    // Times moved to end at lastUpdate; prices (NEW, LISTPRICE: real $25.99 / $35.99) scaled.
    for (const [type, raw] of csv.entries())
      if (raw && type !== KEEPA_CSV.SALES)
        csv[type] = raw.map((v, k) =>
          k % 2 === 0
            ? v + shift
            : (type === KEEPA_CSV.NEW || type === KEEPA_CSV.LISTPRICE) && v > 0
              ? Math.round(v * priceFactor)
              : v,
        );
    const asin = syntheticAsin(c.catId, i);
    const title = [0, 1, 2].map(() => words[Math.floor(next() * words.length)]);
    products.push({
      ...real,
      asin,
      domainId: c.domainId,
      title: `${title.join(' ')} kit ${i + 1}, ${c.name}`,
      brand: `Brand${(i % 7) + 1}`,
      rootCategory: c.catId,
      categories: [c.catId],
      categoryTree: [{ catId: c.catId, name: c.name }],
      csv,
      salesRanks: { [String(c.catId)]: ranks },
      monthlySold: lastBadge ?? -1,
      monthlySoldHistory: sold.length ? sold : null,
      lastUpdate: Number(real.lastUpdate) + shift,
      trackingSince: Number(real.trackingSince) + shift,
      listedSince: Number(real.listedSince) + shift,
    });
  }
  return products;
}
