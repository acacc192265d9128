import * as z from 'zod/mini';
import type { ListingRequest } from '../api/listing.ts';

/** The dialog's text → the request: a product name or an ASIN, and at least one keyword (by commas). */
export const listingRequestSchema = z.pipe(
  z.object({
    productName: z.string(),
    asin: z.string(),
    keywords: z.string(),
    language: z.enum(['en', 'fr']),
  }),
  z.transform((v, ctx): ListingRequest => {
    const keywords = v.keywords
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean);
    if ((v.productName.trim() || v.asin.trim()) && keywords.length > 0)
      return {
        productName: v.productName.trim() || undefined,
        asin: v.asin.trim() || undefined,
        keywords,
        language: v.language,
      };
    const path = keywords.length === 0 ? 'keywords' : 'productName';
    ctx.issues.push({ code: 'custom', message: 'listing.required', input: v, path: [path] });
    return z.NEVER;
  }),
);
