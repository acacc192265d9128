/**
 * Where a title says a keyword as Amazon's search reads it (docs/toolkit.md "Listing optimizer"):
 * the keyword's words in its order, plurals folded, case and accents aside, with the language's
 * connecting words between them or not — "gourde inox" is said by "Gourde en Inox" and "tapis de
 * yoga" by "Tapis Yoga", as Amazon's search ignores "en" and "de" and matches the plural; "Yoga Mats"
 * says "yoga mat"; in French, Spanish and Italian, adjectives may come between the noun and its
 * complement ("Gourde Isotherme en Inox"). A keyword never crosses a part's end (a comma, a bar, a spaced dash): "… Gourde,
 * Inox" does not say "gourde inox". Words in another order ("Mat for Yoga") do not say it either:
 * an expert writes the product type as sellers search it.
 */
import type { KeywordLanguage } from '../keywords/word-forms.ts';
import { counted } from './listing-checks.ts';
import * as R from './listing-rules-data.ts';
import { normalise, phraseIndex, wordKeyOf, words } from './text.ts';

export interface KeywordAt {
  /** Its position in the title, in characters. */
  index: number;
  /** The keyword as the title writes it ("Gourde en Inox"). */
  written: string;
}

/** What may join two words of one phrase: spaces, a hyphen, an elision's apostrophe ("d’Exercice"). */
const JOINS = /^(?:[ \t]+|[-‐]|['’])$/u;
/** At most this many connecting words between two of the keyword's words ("Botella de la Marca"). */
const MAX_SKIPPED = 2;
/**
 * French, Spanish and Italian (R.NOUN_FIRST) put adjectives after the noun, before its complement:
 * "Gourde Isotherme en Inox" says "gourde inox" (two such words at most, in the whole keyword).
 * English puts them before: "Yoga Block and Mat" does not say "yoga mat".
 */
const MAX_BETWEEN = 2;

/** The first place the title says the keyword, or null. */
export function keywordInTitle(
  title: string,
  keyword: string,
  lang: KeywordLanguage = 'en',
): KeywordAt | null {
  const text = title.normalize('NFC');
  const want = words(keyword)
    .filter((w) => counted(w, lang))
    .map((w) => wordKeyOf(w, lang));
  if (want.length === 0) {
    const at = phraseIndex(text, keyword);
    return at < 0 ? null : { index: at, written: text.slice(at, at + keyword.trim().length) };
  }
  const tokens = [...text.matchAll(/[\p{L}\p{N}%#]+/gu)].map((m) => {
    const ws = normalise(m[0]).split(' ').filter(Boolean);
    const word = ws.length === 1 ? ws[0] : '';
    return { start: m.index, end: m.index + m[0].length, word, counted: word !== '' && counted(word, lang) };
  });
  const joined = (i: number) => JOINS.test(text.slice(tokens[i - 1].end, tokens[i].start));
  for (let i = 0; i < tokens.length; i++) {
    if (!tokens[i].counted || wordKeyOf(tokens[i].word, lang) !== want[0]) continue;
    let k = 1;
    let j = i;
    let skipped = 0;
    let between = 0;
    while (k < want.length && j + 1 < tokens.length && joined(j + 1)) {
      const next = tokens[++j];
      if (!next.word) break;
      if (!next.counted) {
        if (++skipped > MAX_SKIPPED) break;
        continue;
      }
      if (wordKeyOf(next.word, lang) !== want[k]) {
        // Not a word of the keyword: "Gourde Isotherme Gourde Inox" says it from the second "Gourde".
        if (!R.NOUN_FIRST.has(lang) || want.includes(wordKeyOf(next.word, lang))) break;
        if (++between > MAX_BETWEEN) break;
        continue;
      }
      k++;
      skipped = 0;
    }
    if (k === want.length)
      return { index: tokens[i].start, written: text.slice(tokens[i].start, tokens[j].end) };
  }
  return null;
}

/**
 * The phrase with the title's own spelling of each word written with an inner capital ("iPhone",
 * "USB", "GoPro"): a keyword typed in lower case and added to the title keeps the brand names'
 * spelling the title already shows, instead of Title Case's "Iphone".
 */
export function spelledAsTitle(title: string, phrase: string): string {
  const spellings = new Map<string, string>();
  for (const m of title.normalize('NFC').matchAll(/[\p{L}\p{N}]+/gu)) {
    const key = normalise(m[0]);
    if (!spellings.has(key) && /\p{Lu}/u.test(m[0].slice(1))) spellings.set(key, m[0]);
  }
  return phrase
    .split(' ')
    .map((w) => spellings.get(normalise(w)) ?? w)
    .join(' ');
}

/**
 * English names a product type by its use as "<noun> for <what>" ("Case for iPhone 15 Pro Max");
 * sellers search "iphone 15 pro max case". Where the title says the keyword first in that form, it
 * is written in the search's order with the title's own words ("iPhone 15 Pro Max Case"): the same
 * words, none invented, and the later repeat of the keyword is then one the repeat rules drop.
 */
export function inSearchOrder(title: string, keyword: string, lang: KeywordLanguage): string {
  const ws = keyword.trim().split(/\s+/);
  if (lang !== 'en' || ws.length < 2) return title;
  const inverted = keywordInTitle(title, `${ws.at(-1)} for ${ws.slice(0, -1).join(' ')}`, lang);
  if (!inverted) return title;
  const [head, what, ...more] = inverted.written.split(/\s+for\s+/i);
  if (!head || !what || more.length > 0 || /\s/.test(head)) return title;
  const said = keywordInTitle(title, keyword, lang);
  if (said && said.index <= inverted.index) return title;
  const end = inverted.index + inverted.written.length;
  return `${title.slice(0, inverted.index)}${what} ${head}${title.slice(end)}`;
}
