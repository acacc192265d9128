import { z } from 'zod';
import { MARKETPLACE_CODES } from '#domain/marketplaces.ts';

const money = z.coerce.number().min(0).max(1_000_000);

/** Product research filters (prices in major units of the marketplace currency). */
export const productSearchFilters = z
  .object({
    marketplace: z.enum(MARKETPLACE_CODES).default('US'),
    keyword: z.string().trim().max(200).optional().default(''),
    /** A department id from /research/catalog; absent = all. */
    departmentId: z.coerce.number().int().positive().optional(),
    minSales: z.coerce.number().int().min(0).max(10_000_000).optional(),
    maxCompetition: z.enum(['low', 'medium', 'high']).optional(),
    minPrice: money.optional(),
    maxPrice: money.optional(),
  })
  .refine((f) => f.minPrice === undefined || f.maxPrice === undefined || f.minPrice <= f.maxPrice, {
    path: ['maxPrice'],
    message: 'below_min_price',
  });
export type ProductSearchFilters = z.infer<typeof productSearchFilters>;

export const PRODUCT_SORTS = [
  'score',
  'sales',
  'revenue',
  'price',
  'rating',
  'reviews',
  'relevance',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const productPage = z.object({
  sort: z.enum(PRODUCT_SORTS).default('score'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(400).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(24),
});
export type ProductPage = z.infer<typeof productPage>;

export const keywordAnalysisBody = z
  .object({
    marketplace: z.enum(MARKETPLACE_CODES).default('US'),
    keyword: z.string().trim().max(120).optional(),
    asin: z.string().trim().max(20).optional(),
  })
  .refine((b) => !!b.keyword !== !!b.asin, { path: ['keyword'], message: 'keyword_or_asin' });
export type KeywordAnalysisBody = z.infer<typeof keywordAnalysisBody>;

export const historyType = z.enum(['all', 'products', 'keywords']).default('all');

export const favouriteBody = z.object({ productId: z.coerce.number().int().positive() });
export const keywordFavouriteBody = z.object({
  marketplace: z.enum(MARKETPLACE_CODES).default('US'),
  keyword: z.string().trim().min(1).max(120),
});
