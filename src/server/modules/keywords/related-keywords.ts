import { candidateKeywords, textContainsKeyword } from '#domain/estimators/text.ts';
import { isGenericPhrase } from '#domain/keywords/generic-words.ts';
import { keywordLanguage } from '#domain/keywords/word-forms.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';

/** Related keywords an analysis shows at most. */
export const MAX_RELATED = 25;

/**
 * A keyword's related keywords, in the analysis's order: the phrases found in at least two of its
 * best sellers' titles (most titles first, then longer phrases), without the keyword, what it
 * contains, generic phrases and reorderings of a phrase kept before. A function of the leaders'
 * titles alone, so the list stored with a keyword's statistics (ADR 106) is the one an analysis of
 * those statistics computes. `counts`: in how many titles each phrase was found (its relevance).
 */
export function relatedKeywords(
  keyword: string,
  titles: string[],
  marketplace: MarketplaceCode,
): { related: string[]; counts: Map<string, number> } {
  const counts = new Map<string, number>();
  for (const title of titles)
    for (const k of candidateKeywords(title)) counts.set(k, (counts.get(k) ?? 0) + 1);
  const lang = keywordLanguage(marketplace);
  const related = withoutReorderings(
    [...counts.entries()]
      .filter(
        ([k, n]) => n >= 2 && k !== keyword && !textContainsKeyword(keyword, k) && !isGenericPhrase(k, lang),
      )
      .sort((a, b) => b[1] - a[1] || b[0].split(' ').length - a[0].split(' ').length)
      .map(([k]) => k),
  ).slice(0, MAX_RELATED);
  return { related, counts };
}

/** Keeps the first of phrases with the same words in another order ("luggage expandable"). */
export function withoutReorderings(phrases: string[]): string[] {
  const seen = new Set<string>();
  return phrases.filter((p) => {
    const key = p.split(' ').sort().join(' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
