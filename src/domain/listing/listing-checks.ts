/**
 * The checks the listing grader and the optimizer share: a category's title group, word repeats
 * (plurals folded), placeholders, search-terms words Amazon does not want.
 */
import type { KeywordLanguage } from '../keywords/word-forms.ts';
import * as R from './listing-rules-data.ts';
import { hasPhrase, normalise, wordKeyOf, words } from './text.ts';

/** The title-length group of a category (any level of its path, whole words). */
export function titleGroupOf(category: string | null | undefined): R.TitleGroup {
  if (!category) return 'standard';
  const have = new Set(words(category));
  return R.TITLE_LIMITS.apparel.words.some((w) => have.has(normalise(w))) ? 'apparel' : 'standard';
}

/** A connecting word of the title's language (English and French ones on every marketplace). */
export const isConnecting = (w: string, lang: KeywordLanguage = 'en') =>
  R.CONNECTING_WORDS.has(w) || (R.CONNECTING_WORDS_OF[lang]?.has(w) ?? false);

/** A word the repeat rule counts: not a connecting word of the language, not a single character. */
export const counted = (w: string, lang: KeywordLanguage = 'en') => !isConnecting(w, lang) && w.length > 1;

/** Words (plural folded) written more than TITLE_MAX_WORD_REPEATS times in a title. */
export function repeatedWords(title: string, lang: KeywordLanguage = 'en'): string[] {
  const counts = new Map<string, number>();
  for (const w of words(title))
    if (counted(w, lang)) counts.set(wordKeyOf(w, lang), (counts.get(wordKeyOf(w, lang)) ?? 0) + 1);
  return [...counts].filter(([, n]) => n > R.TITLE_MAX_WORD_REPEATS).map(([w]) => w);
}

/**
 * The repeated words as the title writes them (first use, lower case), for the seller to read:
 * "tapis", not its matching key "tapi"; "épais", not "epais".
 */
export function repeatedWordsAsWritten(title: string, lang: KeywordLanguage = 'en'): string[] {
  const written = new Map<string, string>();
  for (const w of title.normalize('NFC').split(/[^\p{L}\p{N}%#]+/u))
    if (w && !written.has(wordKeyOf(w, lang))) written.set(wordKeyOf(w, lang), w.toLowerCase());
  return repeatedWords(title, lang).map((k) => written.get(k) ?? k);
}

/** A field that is, or holds, placeholder text (N/A, TBD, "[material]"…). */
export function isPlaceholder(text: string): boolean {
  const t = text.trim();
  if (!t) return false;
  return (
    R.PLACEHOLDERS.some((p) => normalise(p) === normalise(t)) ||
    R.PLACEHOLDER_PHRASES.some((p) => hasPhrase(t, p)) ||
    R.BRACKET_PLACEHOLDER.test(t)
  );
}

/** Search-terms words Amazon does not want there: repeats, subjective or temporary words, ASINs. */
export function searchTermsProblems(searchTerms: string, lang: KeywordLanguage = 'en'): string[] {
  const seen = new Set<string>();
  const problems = new Set<string>();
  for (const w of words(searchTerms)) {
    const key = wordKeyOf(w, lang);
    if (seen.has(key) && counted(w, lang)) problems.add(w);
    if (R.SEARCH_TERMS_BANNED.includes(w) || R.ASIN_WORD.test(w)) problems.add(w);
    seen.add(key);
  }
  return [...problems];
}
