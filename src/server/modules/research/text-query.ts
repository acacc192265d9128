import { foldAccents } from '../../../domain/estimators/text.ts';

/** Words of a search as PostgreSQL `to_tsquery` input: every word, as a prefix ("lugg" finds luggage). */
export function allWordsQuery(text: string): string | null {
  const words = searchWords(text);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
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
