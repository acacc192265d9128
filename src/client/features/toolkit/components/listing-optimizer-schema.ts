import * as z from 'zod/mini';
import { MARKETPLACE_CODES } from '#domain/marketplaces.ts';
import type { ListingInput } from '../api/listing.ts';

const lines = (text: string, separator: string) =>
  text
    .split(separator)
    .map((line) => line.trim())
    .filter(Boolean);

/** The form's text → the listing request: a title or an ASIN; bullets one a line, keywords by commas. */
export const listingSchema = z.pipe(
  z.object({
    marketplace: z.enum(MARKETPLACE_CODES),
    category: z.string(),
    asin: z.string(),
    title: z.string(),
    bullets: z.string(),
    description: z.string(),
    keywords: z.string(),
    searchTerms: z.string(),
    brand: z.string(),
    usp: z.string(),
  }),
  z.transform((v, ctx): ListingInput => {
    const asin = v.asin.trim();
    const message =
      !v.title.trim() && !asin
        ? 'listing.titleOrAsin'
        : asin && !/^[A-Za-z0-9]{10}$/.test(asin)
          ? 'asinInvalid'
          : null;
    if (message) {
      ctx.issues.push({ code: 'custom', message, input: v, path: [asin ? 'asin' : 'title'] });
      return z.NEVER;
    }
    return {
      marketplace: v.marketplace,
      ...(v.category ? { category: v.category } : {}),
      asin,
      title: v.title.trim(),
      bullets: lines(v.bullets, '\n'),
      description: v.description,
      searchTerms: v.searchTerms,
      keywords: lines(v.keywords, ','),
      brand: v.brand.trim(),
      usp: v.usp.trim(),
    };
  }),
);
