/**
 * Text helpers for keyword estimators: accent-free lower-case tokens with a light plural folding
 * ("suitcases" → "suitcase"), and stop words (English and French) that are never keywords alone.
 */
const STOP_WORDS = new Set(
  (
    'a an and are as at be by for from in into is it of on or the to with without your you our ' +
    'this that these those its x pcs pc pack set inch inches ft oz lb lbs cm mm ml l kg g ' +
    'le la les un une des du de d et ou en au aux pour par sur avec sans dans'
  ).split(' '),
);

export const foldAccents = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** "Suitcases" → "suitcase", "boxes" → "box", but "glass" and "bus" stay. */
export function foldPlural(token: string): string {
  if (token.length <= 3 || /\d/.test(token)) return token;
  if (token.endsWith('ies') && token.length > 4) return `${token.slice(0, -3)}y`;
  if (/(ches|shes|xes|sses)$/.test(token)) return token.slice(0, -2);
  if (token.endsWith('s') && !token.endsWith('ss') && !token.endsWith('us') && !token.endsWith('is'))
    return token.slice(0, -1);
  return token;
}

/** Words of a text: lower case, no accents, plurals folded. */
export function tokenize(text: string): string[] {
  return (
    foldAccents(text)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).map(foldPlural);
}

export const isStopWord = (token: string) => STOP_WORDS.has(token) || /^\d+$/.test(token) || token.length < 2;

/** The distinct meaningful words of a keyword. */
export const keywordTokens = (keyword: string) => [
  ...new Set(tokenize(keyword).filter((t) => !isStopWord(t))),
];

/** True when every meaningful word of the keyword appears in the text. */
export function textContainsKeyword(text: string, keyword: string): boolean {
  const words = keywordTokens(keyword);
  if (words.length === 0) return false;
  const have = new Set(tokenize(text));
  return words.every((w) => have.has(w));
}

/**
 * Candidate keywords of a title: its meaningful single words and two- and three-word phrases
 * (phrases never start or end with a stop word).
 */
export function candidateKeywords(title: string, maxWords = 3): string[] {
  const words = tokenize(title);
  const out = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    for (let n = 1; n <= maxWords && i + n <= words.length; n++) {
      const phrase = words.slice(i, i + n);
      if (isStopWord(phrase[0]) || isStopWord(phrase[phrase.length - 1])) continue;
      out.add(phrase.join(' '));
    }
  }
  return [...out];
}
