import { isAsin, normalizeAsin } from '../asin.ts';
import { cleanCategoryName } from './departments.ts';

/**
 * Reading one row of a catalog CSV in the public "Amazon Products Dataset 2023" format
 * (`asin,title,imgUrl,productURL,stars,reviews,price,listPrice,category_id|categoryName,
 * isBestSeller,boughtInLastMonth`), plus the optional columns `brand` and `bsr`
 * (best-sellers rank) that other exports carry. Header names are matched case-insensitively.
 *
 * Source quirks handled here (data/catalog/README.md):
 * - `boughtInLastMonth` 0 means "no badge shown", kept as 0 (below Amazon's threshold, not no sales);
 * - `reviews` 0 with a star rating is impossible (a rating needs reviews): the count is unknown (null);
 * - prices become integer minor units (cents; yen for JPY);
 * - `price` / `listPrice` 0 means not shown: unknown (null); `stars` 0 with no reviews: no rating.
 */
export interface CatalogRow {
  asin: string;
  title: string;
  brand: string | null;
  imageUrl: string | null;
  /** Source category: a name, or an id to resolve with the categories file. */
  categoryName: string | null;
  categoryId: string | null;
  priceCents: number | null;
  listPriceCents: number | null;
  rating: number | null;
  reviewCount: number | null;
  /** Amazon's "N+ bought in past month" badge; 0 = no badge shown. Null when the column is absent. */
  boughtLastMonth: number | null;
  bestSellersRank: number | null;
  isBestSeller: boolean;
}

export type CatalogColumn =
  | 'asin'
  | 'title'
  | 'brand'
  | 'imgUrl'
  | 'productURL'
  | 'stars'
  | 'reviews'
  | 'price'
  | 'listPrice'
  | 'category_id'
  | 'categoryName'
  | 'isBestSeller'
  | 'boughtInLastMonth'
  | 'bsr';

const ALIASES: Record<string, CatalogColumn> = {
  asin: 'asin',
  title: 'title',
  brand: 'brand',
  imgurl: 'imgUrl',
  producturl: 'productURL',
  stars: 'stars',
  reviews: 'reviews',
  price: 'price',
  listprice: 'listPrice',
  category_id: 'category_id',
  categoryname: 'categoryName',
  isbestseller: 'isBestSeller',
  boughtinlastmonth: 'boughtInLastMonth',
  bsr: 'bsr',
};

export const REQUIRED_COLUMNS: readonly CatalogColumn[] = ['asin', 'title', 'price'];

export type CatalogHeader = Partial<Record<CatalogColumn, number>>;

/** Maps column names to positions; lists the required columns that are missing. */
export function readCatalogHeader(fields: string[]): { header: CatalogHeader; missing: CatalogColumn[] } {
  const header: CatalogHeader = {};
  fields.forEach((name, i) => {
    const column = ALIASES[name.trim().toLowerCase()];
    if (column && header[column] === undefined) header[column] = i;
  });
  return { header, missing: REQUIRED_COLUMNS.filter((c) => header[c] === undefined) };
}

export type RowProblemCode =
  | 'invalid_asin'
  | 'missing_title'
  | 'invalid_value'
  | 'column_count'
  | 'unknown_category'
  | 'other_marketplace';
export interface RowProblem {
  code: RowProblemCode;
  column?: CatalogColumn;
}

class RowError extends Error {
  readonly problem: RowProblem;
  constructor(problem: RowProblem) {
    super(problem.code);
    this.problem = problem;
  }
}

/** Prices are 32-bit integers of minor units in the database (over $20 million is not a product). */
const MAX_CENTS = 2_000_000_000;

const MONEY = /^\$?\s*(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;
const INTEGER = /^\d+(\.0+)?$/;

/**
 * One data row. `marketplaceDomain` (e.g. "amazon.com") refuses rows whose productURL points to
 * another Amazon site, so a file is not imported into the wrong marketplace.
 */
export function parseCatalogRow(
  header: CatalogHeader,
  fields: string[],
  expectedColumns: number,
  marketplace?: { domain: string; minorUnits: number },
): { row: CatalogRow } | { problem: RowProblem } {
  const marketplaceDomain = marketplace?.domain;
  const minorUnits = marketplace?.minorUnits ?? 100;
  if (fields.length !== expectedColumns) return { problem: { code: 'column_count' } };
  /** A cell's text; a NUL character (PostgreSQL cannot store one) makes it a bad value. */
  const get = (c: CatalogColumn) => {
    const i = header[c];
    const value = i === undefined ? '' : (fields[i] ?? '').trim();
    if (value.includes('\u0000')) throw new RowError({ code: 'invalid_value', column: c });
    return value;
  };
  try {
    const asin = normalizeAsin(get('asin'));
    if (!isAsin(asin)) return { problem: { code: 'invalid_asin', column: 'asin' } };
    const url = get('productURL').match(/^https?:\/\/(?:www\.)?([^/]+)/i);
    if (marketplaceDomain && url && url[1].toLowerCase() !== marketplaceDomain)
      return { problem: { code: 'other_marketplace', column: 'productURL' } };
    const title = get('title').replace(/\s+/g, ' ');
    if (!title) return { problem: { code: 'missing_title', column: 'title' } };

    const money = (c: CatalogColumn) => {
      const v = get(c);
      if (v === '') return null;
      if (!MONEY.test(v)) throw new RowError({ code: 'invalid_value', column: c });
      const cents = Math.round(Number(v.replace(/[$,\s]/g, '')) * minorUnits);
      if (cents > MAX_CENTS) throw new RowError({ code: 'invalid_value', column: c });
      return cents > 0 ? cents : null;
    };
    const integer = (c: CatalogColumn) => {
      const v = get(c).replace(/,/g, '');
      if (v === '') return null;
      if (!INTEGER.test(v)) throw new RowError({ code: 'invalid_value', column: c });
      const n = Number(v);
      if (!Number.isSafeInteger(n) || n > 2_000_000_000)
        throw new RowError({ code: 'invalid_value', column: c });
      return n;
    };
    const stars = (() => {
      const v = get('stars');
      if (v === '') return null;
      const n = Number(v);
      if (!/^\d+(\.\d+)?$/.test(v) || n > 5) throw new RowError({ code: 'invalid_value', column: 'stars' });
      return n;
    })();
    const reviews = integer('reviews');
    const bestSeller = get('isBestSeller').toLowerCase();
    if (!['', 'true', 'false', '1', '0', 'yes', 'no'].includes(bestSeller))
      throw new RowError({ code: 'invalid_value', column: 'isBestSeller' });
    const bsr = integer('bsr');
    const image = get('imgUrl');

    const ratingKnown = stars !== null && stars > 0;
    return {
      row: {
        asin,
        title: title.slice(0, 1000),
        brand: get('brand') || null,
        imageUrl: /^https:\/\/[^\s"'<>]+$/.test(image) ? image : null,
        categoryName:
          header.categoryName !== undefined ? cleanCategoryName(get('categoryName')) || null : null,
        categoryId: header.category_id !== undefined ? get('category_id') || null : null,
        priceCents: money('price'),
        listPriceCents: money('listPrice'),
        rating: ratingKnown ? Math.round(stars * 10) / 10 : null,
        reviewCount: reviews === 0 && ratingKnown ? null : reviews,
        boughtLastMonth: header.boughtInLastMonth !== undefined ? (integer('boughtInLastMonth') ?? 0) : null,
        bestSellersRank: bsr && bsr > 0 ? bsr : null,
        isBestSeller: ['true', '1', 'yes'].includes(bestSeller),
      },
    };
  } catch (e) {
    if (e instanceof RowError) return { problem: e.problem };
    throw e;
  }
}
