import { foldAccents } from '#domain/estimators/text.ts';

/**
 * A product search as PostgreSQL `to_tsquery` input: every word (stemmed by the marketplace's
 * language), the last one also as a prefix ("travel lugg" finds travel luggage). Prefixes are
 * costly on large catalogs, so only the last word gets one.
 */
export function allWordsQuery(text: string): string | null {
  const words = searchWords(text);
  return words.length ? words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ') : null;
}

/** A keyword's words, exactly (stemmed): the listings a keyword matches for its statistics. */
export function exactWordsQuery(text: string): string | null {
  const words = searchWords(text);
  return words.length ? words.join(' & ') : null;
}

/** Any of the words (to find listings close to a title). */
export function anyWordQuery(text: string): string | null {
  const words = searchWords(text).filter((w) => w.length > 2);
  return words.length ? words.join(' | ') : null;
}

/** Letters and digits only: nothing of the user's text can reach tsquery syntax. */
const searchWords = (text: string) =>
  [
    ...new Set(
      foldAccents(text)
        .toLowerCase()
        .match(/[\p{L}\p{N}]+/gu) ?? [],
    ),
  ].slice(0, 12);
