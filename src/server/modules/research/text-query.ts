import { foldAccents } from '#domain/estimators/text.ts';

/**
 * A keyword's or a product search's words, exactly (stemmed by the marketplace's language): the
 * candidate listings, each word then checked in its written forms (keywordTitlePatterns).
 */
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
