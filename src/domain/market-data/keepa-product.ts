import type { MarketplaceCode } from '../marketplaces.ts';
import {
  KEEPA_CSV,
  KEEPA_NO_DATA,
  KEEPA_NONE,
  keepaEntrySize,
  keepaImageUrl,
  keepaMinuteToDate,
} from './keepa.ts';
import { type MarketObservation, type MarketProduct, packageMeasure } from './market-product.ts';

/** The fields of a Keepa `/product` Product object that Scout reads (checked before it gets here). */
export interface KeepaProduct {
  asin: string;
  title?: string | null;
  brand?: string | null;
  categoryTree?: { catId: number; name: string }[] | null;
  images?: { l?: string | null; m?: string | null }[] | null;
  imagesCSV?: string | null;
  /** History arrays indexed by csv type; each flat [minute, value, minute, value…] (or triples). */
  csv?: (number[] | null | undefined)[] | null;
  monthlySold?: number | null;
  /** [minute, value, …]; -1: the badge was no longer shown. */
  monthlySoldHistory?: number[] | null;
  /** Keepa's last look at the product (minutes). */
  lastUpdate?: number | null;
  packageLength?: number | null;
  packageWidth?: number | null;
  packageHeight?: number | null;
  packageWeight?: number | null;
  itemLength?: number | null;
  itemWidth?: number | null;
  itemHeight?: number | null;
  itemWeight?: number | null;
}

type Field = Exclude<keyof MarketObservation, 'observedAt'>;
interface Series {
  field: Field;
  points: [minute: number, value: number][];
  map: (v: number) => MarketObservation[Field];
}

/** [minute, value] points of a csv history (a triple's value is price + shipping). */
function points(raw: number[] | null | undefined, csvType: number): [number, number][] {
  if (!raw) return [];
  const size = keepaEntrySize(csvType);
  const out: [number, number][] = [];
  for (let i = 0; i + size <= raw.length; i += size) {
    const price = raw[i + 1];
    const value = size === 3 && price >= 0 && raw[i + 2] > 0 ? price + raw[i + 2] : price;
    out.push([raw[i], value]);
  }
  return out;
}

const noData = (v: number) => v === KEEPA_NO_DATA || v < KEEPA_NO_DATA;
const price = (v: number) => (noData(v) ? undefined : v === KEEPA_NONE ? null : v);
const count = (v: number) => (v < 0 ? undefined : v);
/** An offer count of -1 comes with a price of -1: no offer. */
const offers = (v: number) => (noData(v) ? undefined : Math.max(0, v));

/** The price history Scout shows: the Buy Box when Keepa has it, else the lowest new, else Amazon's. */
function priceSeries(csv: (number[] | null | undefined)[]): { type: number; points: [number, number][] } {
  for (const type of [KEEPA_CSV.BUY_BOX_SHIPPING, KEEPA_CSV.NEW, KEEPA_CSV.AMAZON]) {
    const p = points(csv[type], type);
    if (p.length) return { type, points: p };
  }
  return { type: KEEPA_CSV.NEW, points: [] };
}

/**
 * A Keepa product as dated observations: at every minute where one of its histories changed (and
 * at Keepa's last look), the value each history had then — Keepa's histories are step functions,
 * a value holds until the next entry. Price: Buy Box, else lowest new, else Amazon (-1: no offer,
 * out of stock); rank: the root category's sales rank; offers: new offer count; rating in stars;
 * review count; monthlySold ("bought in past month", -1 → 0: no badge). -2 (no data) and a
 * history not started yet leave the field unobserved. `since` keeps the observations from then on.
 */
export function keepaMarketProduct(
  product: KeepaProduct,
  marketplace: MarketplaceCode,
  o: { since?: Date } = {},
): MarketProduct {
  const csv = product.csv ?? [];
  const prices = priceSeries(csv);
  const series: Series[] = [
    { field: 'priceCents', points: prices.points, map: price },
    { field: 'inStock', points: prices.points, map: (v) => (noData(v) ? undefined : v >= 0) },
    { field: 'listPriceCents', points: points(csv[KEEPA_CSV.LISTPRICE], 4), map: price },
    { field: 'bestSellersRank', points: points(csv[KEEPA_CSV.SALES], 3), map: price },
    { field: 'offerCount', points: points(csv[KEEPA_CSV.COUNT_NEW], 11), map: offers },
    { field: 'rating', points: points(csv[KEEPA_CSV.RATING], 16), map: (v) => (v < 0 ? undefined : v / 10) },
    { field: 'reviewCount', points: points(csv[KEEPA_CSV.COUNT_REVIEWS], 17), map: count },
    {
      field: 'boughtLastMonth',
      points: points(product.monthlySoldHistory, 0),
      map: (v) => (noData(v) ? undefined : Math.max(0, v)),
    },
  ];
  const minutes = new Set<number>(series.flatMap((s) => s.points.map(([m]) => m)));
  if (product.lastUpdate && minutes.size) minutes.add(product.lastUpdate);
  const since = o.since?.getTime() ?? -Infinity;
  const cursor = series.map(() => -1);
  const observations: MarketObservation[] = [];
  for (const minute of [...minutes].sort((a, b) => a - b)) {
    const observation: MarketObservation = { observedAt: keepaMinuteToDate(minute) };
    series.forEach((s, i) => {
      while (cursor[i] + 1 < s.points.length && s.points[cursor[i] + 1][0] <= minute) cursor[i] += 1;
      if (cursor[i] < 0) return;
      const value = s.map(s.points[cursor[i]][1]);
      if (value !== undefined) (observation as unknown as Record<Field, unknown>)[s.field] = value;
    });
    if (Object.keys(observation).length > 1 && observation.observedAt.getTime() >= since)
      observations.push(observation);
  }
  const image = product.images?.find((i) => i.l || i.m);
  const imageName = image?.l ?? image?.m ?? product.imagesCSV?.split(',')[0] ?? null;
  const dims = [product.packageLength, product.packageWidth, product.packageHeight].map((n) => n ?? 0);
  const root = product.categoryTree?.[0];
  return {
    marketplace,
    asin: product.asin,
    title: product.title?.trim() || null,
    brand: product.brand?.trim() || null,
    categoryPath: (product.categoryTree ?? []).map((c) => c.name.trim()).filter(Boolean),
    // Keepa's SALES history is the rank in the root category (categoryTree[0]).
    rankCategory: root?.name.trim() ? { name: root.name.trim(), browseNodeId: root.catId || null } : null,
    imageUrl: imageName ? keepaImageUrl(imageName) : null,
    package: packageMeasure(dims, product.packageWeight ?? 0),
    item: packageMeasure(
      [product.itemLength, product.itemWidth, product.itemHeight].map((n) => n ?? 0),
      product.itemWeight ?? 0,
    ),
    observations,
  };
}
