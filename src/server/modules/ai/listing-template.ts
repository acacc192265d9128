import type { Language } from '#domain/languages.ts';
import { gradeListing, type ListingText } from '#domain/listing/grade-listing.ts';
import { optimiseSearchTerms } from '#domain/listing/optimize-listing.ts';
import { optimiseTitle } from '#domain/listing/optimize-title.ts';
import { shortProductName } from './short-product-name.ts';

export interface ListingDraft {
  title: string;
  bullets: string[];
  description: string;
}

export interface ListingInput {
  productName: string;
  asin?: string;
  keywords: string[];
  language: Language;
}

/**
 * Which keywords a listing holds: written as a phrase in any part, or every word of it in the
 * indexed parts (title, bullets, backend search terms; Amazon matches words in any order). The
 * listing grader's coverage (src/domain/listing/grade-listing.ts).
 */
export function keywordCoverage(listing: ListingDraft & { searchTerms: string }, keywords: string[]) {
  const text: ListingText = { ...listing, keywords };
  const coverage = gradeListing(text, 'seo').coverage;
  const covered = coverage
    .filter((c) => c.title || c.bullets || c.description || c.searchTerms || c.words)
    .map((c) => c.keyword);
  return { covered, missing: keywords.filter((k) => !covered.includes(k)) };
}

/**
 * The local engine's listing: what can be written without inventing a fact. The title is the
 * product name (shortened when it is a full 200-character Amazon title) with the keywords it can
 * take without repeating a word more than twice (the optimizer's title rules); the backend search
 * terms hold the keywords' other words. Bullets and description need the product's facts (materials,
 * size, use, what is in the box): the local engine writes none, and the page says so, rather than a
 * template with blanks to fill.
 */
export function localListing(input: ListingInput): ListingDraft & { searchTerms: string } {
  const keywords = input.keywords.map((k) => k.trim()).filter(Boolean);
  const title = optimiseTitle(shortProductName(input.productName), keywords, {
    language: input.language,
    keepName: true,
  });
  return {
    title,
    bullets: [],
    description: '',
    searchTerms: optimiseSearchTerms('', title, keywords, { language: input.language }).text,
  };
}
