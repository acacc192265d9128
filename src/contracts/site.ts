import * as z from 'zod/mini';
import { defineApi } from './define.ts';

/** A text the operator wrote once, or in each language. */
export const localizedText = z.union([
  z.string().check(z.minLength(1)),
  z.object({ en: z.string().check(z.minLength(1)), fr: z.string().check(z.minLength(1)) }),
]);
export type LocalizedText = z.output<typeof localizedText>;

/** One operator-written testimonial (SITE_TESTIMONIALS_FILE holds a list of them). */
export const testimonial = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  role: z.optional(localizedText),
  quote: localizedText,
  rating: z.optional(z.int().check(z.minimum(1), z.maximum(5))),
});
export type Testimonial = z.output<typeof testimonial>;

/** Public facts the marketing and legal pages show: operator settings and database counts only. */
export const siteInfo = z.object({
  name: z.string(),
  legal: z.object({
    editor: z.nullable(z.string()),
    director: z.nullable(z.string()),
    host: z.nullable(z.string()),
  }),
  contact: z.object({
    email: z.nullable(z.string()),
    phone: z.nullable(z.string()),
    address: z.nullable(z.string()),
  }),
  payments: z.object({ provider: z.enum(['stripe', 'test-checkout', 'none']) }),
  /**
   * Reviews in another language can be translated (an AI provider is configured). Without it the
   * client shows each review with its language and asks for no translation.
   */
  reviewTranslation: z.boolean(),
  stats: z.object({
    sellerCount: z.number(),
    sellerCountSource: z.enum(['operator', 'database']),
    /** Reviews of Scout in the database and their average rating (one decimal, null without reviews). */
    reviewCount: z.number(),
    averageRating: z.nullable(z.number()),
  }),
  testimonials: z.array(testimonial),
  /**
   * Where the market figures come from on this install, so that the pages promise only that: a
   * live source configured (SP-API research or Keepa), and the year of the bundled sample when the
   * catalog holds it.
   */
  marketData: z.object({ live: z.boolean(), sampleYear: z.nullable(z.int()) }),
});
export type SiteInfo = z.output<typeof siteInfo>;

export const siteApi = defineApi('/site', {
  get: { method: 'GET', path: '/', response: siteInfo },
});
