/**
 * Listing optimizer service: grade the seller's listing, produce the optimised version (local engine:
 * the seller's text cleaned and keyword-covering; for the complete goal, the AI layer's listing
 * writer when a model is configured, its text held to the same rules) and grade it again. With an
 * ASIN, the catalog gives what the seller left out: the title, the brand, the category (its title
 * length). The backend search terms draw on the related keywords the catalog knows for the main
 * keyword.
 */

import type { ListingBody } from '#contracts/toolkit.ts';
import { keywordLanguage } from '#domain/keywords/word-forms.ts';
import {
  type GradeContext,
  gradeListing,
  type ListingGoal,
  type ListingText,
} from '#domain/listing/grade-listing.ts';
import { titleGroupOf } from '#domain/listing/listing-checks.ts';
import { TITLE_LIMITS } from '#domain/listing/listing-rules-data.ts';
import {
  type ListingSources,
  optimiseBullets,
  optimiseDescription,
  optimiseListing,
} from '#domain/listing/optimize-listing.ts';
import { optimiseTitle } from '#domain/listing/optimize-title.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import { findProductByAsin } from '#server/modules/catalog/index.ts';
import { relatedKeywordsOf } from '#server/modules/keywords/index.ts';

/** Writes the complete listing with the AI layer; null when no model is configured or usable. */
export type ListingRewriter = (o: {
  productName: string;
  asin: string | null;
  keywords: string[];
}) => Promise<{ title: string; bullets: string[]; description: string; model: string | null } | null>;

/** What the catalog holds of the ASIN, to fill what the seller left out. */
async function catalogFacts(db: Db, input: ListingBody) {
  if (!input.asin) return null;
  const product = await findProductByAsin({ db, marketplace: input.marketplace, asin: input.asin });
  if (!product && !input.title)
    throw new AppError('asin_not_in_catalog', 404, { asin: input.asin, marketplace: input.marketplace });
  return product;
}

export async function optimizeListingFor(o: {
  db: Db;
  input: ListingBody;
  goal: ListingGoal;
  rewrite?: ListingRewriter;
}) {
  const { input } = o;
  if (!input.title && !input.asin) throw new AppError('listing_title_or_asin_required', 400);
  const product = await catalogFacts(o.db, input);
  const title = input.title || product?.title || '';
  const brand = input.brand?.trim() || product?.brand?.trim() || null;
  const category = input.category?.trim() || product?.categoryPath || null;
  const language = keywordLanguage(input.marketplace);
  const context: GradeContext = { brand, category, language };
  const listing: ListingText = {
    title,
    bullets: input.bullets,
    description: input.description,
    searchTerms: input.searchTerms,
    keywords: input.keywords,
  };
  const related = input.keywords[0]
    ? await relatedKeywordsOf({ db: o.db, marketplace: input.marketplace, keyword: input.keywords[0] })
    : [];
  const extras = { brand, usp: input.usp, category, language, related };
  let { listing: optimized, sources } = optimiseListing(listing, o.goal, extras);
  let engine: { engine: 'local' | 'ai'; model: string | null } = { engine: 'local', model: null };
  if (o.goal === 'complete' && o.rewrite) {
    const written = await o.rewrite({
      productName: optimized.title,
      asin: input.asin,
      keywords: input.keywords,
    });
    if (written) {
      // The model's text is held to the same rules as the local engine's (repeats, length, brand…).
      const max = TITLE_LIMITS[titleGroupOf(category)].recommended;
      const bullets = optimiseBullets(written.bullets);
      const description = optimiseDescription(written.description, bullets, language);
      optimized = {
        ...optimized,
        title: optimiseTitle(written.title, input.keywords, { brand, max, language }),
        bullets,
        description: description.text,
      };
      sources = { ...sources, bullets: bullets.length ? 'seller' : 'none', description: description.from };
      engine = { engine: 'ai', model: written.model };
    }
  }
  const group = titleGroupOf(category);
  return {
    goal: o.goal,
    engine: engine.engine,
    model: engine.model,
    titleFromCatalog: !input.title && !!product,
    /** What the catalog gave besides the title. */
    fromCatalog: {
      brand: !input.brand?.trim() && !!product?.brand?.trim(),
      category: !input.category?.trim() && !!product?.categoryPath,
    },
    brand,
    category,
    titleLimit: { group, recommended: TITLE_LIMITS[group].recommended, max: TITLE_LIMITS[group].max },
    related,
    sources: sources satisfies ListingSources,
    before: gradeListing(listing, o.goal, context),
    optimized,
    after: gradeListing(optimized, o.goal, context),
  };
}
export type ListingOptimization = Awaited<ReturnType<typeof optimizeListingFor>>;
