import { isAsin, normalizeAsin } from '../asin.ts';
import { MARKETPLACES, type MarketplaceCode, parseMarketplace } from '../marketplaces.ts';
import { minorUnitsPerMajor } from '../money.ts';

/**
 * One observation of a product read from a snapshot file (CSV, JSON or NDJSON; docs/tracking.md).
 * A field left out or empty was not observed (undefined), which never erases a known value.
 */
export interface SnapshotRecord {
  marketplace: MarketplaceCode;
  asin: string;
  observedAt: Date;
  title?: string;
  brand?: string;
  category?: string;
  /**
   * The root category the rank is in, as Amazon names it in the marketplace's language
   * ("ビューティー", "Küche, Haushalt & Wohnen"); without it the rank is taken as the product's department's.
   */
  bsrCategory?: string;
  priceCents?: number;
  listPriceCents?: number;
  bestSellersRank?: number;
  inStock?: boolean;
  stockQuantity?: number;
  rating?: number;
  reviewCount?: number;
  boughtLastMonth?: number;
}

export type SnapshotField = keyof SnapshotRecord;

export interface SnapshotProblem {
  code: 'invalid_asin' | 'missing_value' | 'invalid_value';
  column?: SnapshotField;
}

/** Accepted column / key names (compared without case, spaces, dashes or underscores). */
const ALIASES: Record<SnapshotField, string[]> = {
  asin: ['asin'],
  marketplace: ['marketplace', 'market', 'site', 'domain'],
  observedAt: ['observedat', 'observed', 'date', 'datetime', 'timestamp', 'time'],
  title: ['title', 'name', 'productname'],
  brand: ['brand'],
  category: ['category', 'categoryname'],
  bsrCategory: ['bsrcategory', 'rankcategory', 'salesrankcategory', 'bestsellersrankcategory'],
  priceCents: ['price'],
  listPriceCents: ['listprice'],
  bestSellersRank: ['bsr', 'rank', 'bestsellersrank', 'salesrank'],
  inStock: ['instock', 'available', 'availability'],
  stockQuantity: ['stock', 'stockquantity', 'quantity'],
  rating: ['rating', 'stars'],
  reviewCount: ['reviews', 'reviewcount', 'ratingscount'],
  boughtLastMonth: ['boughtlastmonth', 'boughtinlastmonth', 'boughtpastmonth', 'monthlysold'],
};

const squash = (key: string) => key.toLowerCase().replace(/[\s_-]+/g, '');
const FIELD_OF = new Map(
  (Object.entries(ALIASES) as [SnapshotField, string[]][]).flatMap(([field, names]) =>
    names.map((n) => [n, field] as const),
  ),
);

/** The field a column / key name stands for, or null when it is not one we read. */
export const snapshotFieldOf = (name: string): SnapshotField | null => FIELD_OF.get(squash(name)) ?? null;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function toNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string') return null;
  const s = v.trim().replace(/^[$€£¥]|\s*(USD|EUR|GBP|CAD|JPY)$/gi, '');
  return /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : null;
}

function toBoolean(v: unknown): boolean | null {
  if (typeof v === 'boolean') return v;
  const s = String(v).trim().toLowerCase();
  if (['true', '1', 'yes', 'y', 'in stock', 'instock'].includes(s)) return true;
  if (['false', '0', 'no', 'n', 'out of stock', 'outofstock'].includes(s)) return false;
  return null;
}

/**
 * Reads one record (keys already mapped to fields). `defaults` fill marketplace and time for files
 * that leave them out; a time in the future (beyond `now` plus 5 minutes) is refused.
 */
export function readSnapshotRecord(
  values: Partial<Record<SnapshotField, unknown>>,
  o: { marketplace?: MarketplaceCode; observedAt?: Date; now: Date },
): { record: SnapshotRecord } | { problem: SnapshotProblem } {
  const bad = (column: SnapshotField, code: SnapshotProblem['code'] = 'invalid_value') => ({
    problem: { code, column },
  });

  const asin = normalizeAsin(String(values.asin ?? ''));
  if (!isAsin(asin)) return { problem: { code: 'invalid_asin', column: 'asin' } };

  const marketplace = blank(values.marketplace)
    ? o.marketplace
    : parseMarketplace(String(values.marketplace));
  if (!marketplace) return bad('marketplace', blank(values.marketplace) ? 'missing_value' : 'invalid_value');

  let observedAt = o.observedAt;
  if (!blank(values.observedAt)) {
    const raw = values.observedAt;
    observedAt = new Date(typeof raw === 'number' ? raw : String(raw).trim());
  }
  if (!observedAt) return bad('observedAt', 'missing_value');
  if (Number.isNaN(observedAt.getTime()) || observedAt.getTime() > o.now.getTime() + 5 * 60_000)
    return bad('observedAt');

  const record: SnapshotRecord = { marketplace, asin, observedAt };
  for (const field of ['title', 'brand', 'category', 'bsrCategory'] as const) {
    if (!blank(values[field])) record[field] = String(values[field]).trim().slice(0, 1000);
  }

  const minor = minorUnitsPerMajor(MARKETPLACES[marketplace].currency);
  const numeric: [SnapshotField, (n: number) => number | null][] = [
    ['priceCents', (n) => (n > 0 ? Math.round(n * minor) : null)],
    ['listPriceCents', (n) => (n > 0 ? Math.round(n * minor) : null)],
    ['bestSellersRank', (n) => (Number.isInteger(n) && n >= 1 ? n : null)],
    ['stockQuantity', (n) => (Number.isInteger(n) && n >= 0 ? n : null)],
    ['rating', (n) => (n >= 0 && n <= 5 ? n : null)],
    ['reviewCount', (n) => (Number.isInteger(n) && n >= 0 ? n : null)],
    ['boughtLastMonth', (n) => (Number.isInteger(n) && n >= 0 ? n : null)],
  ];
  for (const [field, check] of numeric) {
    if (blank(values[field])) continue;
    const n = toNumber(values[field]);
    const value = n == null ? null : check(n);
    if (value == null) return bad(field);
    (record as unknown as Record<string, number>)[field] = value;
  }
  if (!blank(values.inStock)) {
    const b = toBoolean(values.inStock);
    if (b == null) return bad('inStock');
    record.inStock = b;
  }
  if (record.inStock === undefined && record.stockQuantity !== undefined)
    record.inStock = record.stockQuantity > 0;
  return { record };
}
