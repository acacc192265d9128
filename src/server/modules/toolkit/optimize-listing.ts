/**
 * Listing optimizer service: grade the seller's listing, produce the optimised version (local engine:
 * the seller's text cleaned and keyword-covering; for the complete goal, the AI layer's listing
 * writer when a model is configured) and grade it again. With only an ASIN, the title comes from the
 * catalog.
 */

import type { ListingBody } from '#contracts/toolkit.ts';
import { gradeListing, type ListingGoal, type ListingText } from '#domain/listing/grade-listing.ts';
import { optimiseListing } from '#domain/listing/optimize-listing.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import { findProductByAsin } from '#server/modules/catalog/index.ts';

/** Writes the complete listing with the AI layer; null when no model is configured or usable. */
export type ListingRewriter = (o: {
  productName: string;
  asin: string | null;
  keywords: string[];
}) => Promise<{ title: string; bullets: string[]; description: string; model: string | null } | null>;

export async function optimizeListingFor(o: {
  db: Db;
  input: ListingBody;
  goal: ListingGoal;
  rewrite?: ListingRewriter;
}) {
  const { input } = o;
  let title = input.title;
  let titleFromCatalog = false;
  if (!title) {
    if (!input.asin) throw new AppError('listing_title_or_asin_required', 400);
    const product = await findProductByAsin({
      db: o.db,
      marketplace: input.marketplace as MarketplaceCode,
      asin: input.asin,
    });
    if (!product)
      throw new AppError('asin_not_in_catalog', 404, { asin: input.asin, marketplace: input.marketplace });
    title = product.title;
    titleFromCatalog = true;
  }
  const listing: ListingText = {
    title,
    bullets: input.bullets,
    description: input.description,
    searchTerms: input.searchTerms,
    keywords: input.keywords,
  };
  let optimized = optimiseListing(listing, o.goal, { brand: input.brand, usp: input.usp });
  let engine: { engine: 'local' | 'ai'; model: string | null } = { engine: 'local', model: null };
  if (o.goal === 'complete' && o.rewrite) {
    const written = await o.rewrite({
      productName: optimized.title,
      asin: input.asin,
      keywords: input.keywords,
    });
    if (written) {
      optimized = {
        ...optimized,
        title: written.title,
        bullets: written.bullets,
        description: written.description,
      };
      engine = { engine: 'ai', model: written.model };
    }
  }
  return {
    goal: o.goal,
    engine: engine.engine,
    model: engine.model,
    titleFromCatalog,
    before: gradeListing(listing, o.goal),
    optimized,
    after: gradeListing(optimized, o.goal),
  };
}
export type ListingOptimization = Awaited<ReturnType<typeof optimizeListingFor>>;
