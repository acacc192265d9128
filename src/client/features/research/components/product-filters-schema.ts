import * as z from 'zod/mini';
import { MARKETPLACE_CODES } from '#domain/marketplaces.ts';
import type { ProductFiltersInput } from '../api/product-search.ts';

/** The filters as typed (strings), so that empty means "no filter". */
export const filterValues = z.object({
  marketplace: z.enum(MARKETPLACE_CODES),
  keyword: z.string(),
  departmentId: z.string(),
  minSales: z.string(),
  maxCompetition: z.enum(['', 'low', 'medium', 'high']),
  minPrice: z.string(),
  maxPrice: z.string(),
});
export type FilterValues = z.output<typeof filterValues>;

/** A price in major units with at most two decimals ("12,50" in French), or empty. */
const isAmount = (v: string) =>
  v === '' || (/^\d+([.,]\d{1,2})?$/.test(v.trim()) && Number(v.replace(',', '.')) >= 0);
const amount = (v: string) => (v.trim() === '' ? undefined : Number(v.trim().replace(',', '.')));

/**
 * The filters as the API takes them. Typed with the contract's request, so that a field renamed on
 * the server breaks this function's compilation.
 */
export function toApiFilters(f: FilterValues): ProductFiltersInput {
  return {
    marketplace: f.marketplace,
    keyword: f.keyword.trim(),
    departmentId: f.departmentId ? Number(f.departmentId) : undefined,
    minSales: f.minSales ? Number(f.minSales) : undefined,
    maxCompetition: f.maxCompetition || undefined,
    minPrice: amount(f.minPrice),
    maxPrice: amount(f.maxPrice),
  };
}

/** The one problem of the filters (a translation key) and the field it is on, or null. */
function filterProblem(f: FilterValues): { message: string; path: keyof FilterValues } | null {
  if (!isAmount(f.minPrice)) return { message: 'filters.invalidPrice', path: 'minPrice' };
  if (!isAmount(f.maxPrice)) return { message: 'filters.invalidPrice', path: 'maxPrice' };
  if (f.minSales !== '' && !/^\d+$/.test(f.minSales.trim()))
    return { message: 'filters.invalidSales', path: 'minSales' };
  const min = amount(f.minPrice);
  const max = amount(f.maxPrice);
  if (min !== undefined && max !== undefined && min > max)
    return { message: 'filters.priceOrder', path: 'maxPrice' };
  return null;
}

/** The filters as typed → the search's filters; one problem at a time, the page shows one line. */
export const productFiltersSchema = z.pipe(
  filterValues,
  z.transform((f, ctx): ProductFiltersInput => {
    const problem = filterProblem(f);
    if (!problem) return toApiFilters(f);
    ctx.issues.push({ code: 'custom', message: problem.message, input: f, path: [problem.path] });
    return z.NEVER;
  }),
);
