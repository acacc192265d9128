/**
 * The local engine's title (docs/toolkit.md "Listing optimizer"): the seller's own title made to
 * follow the rules the grader checks, without inventing words —
 * - forbidden characters, emoji, promotional phrases and restricted claims removed; ALL CAPS turned
 *   into Title Case;
 * - the brand first when one is given (moved there, or added);
 * - the main keyword within the first 80 characters (moved, or added in Title Case, after the brand);
 * - no word (plural folded, connecting words aside) more than twice: a phrase written again later
 *   ("… Yoga Mat …, Yoga Mat") is dropped whole first, then the later uses of a word;
 * - no phrase of two or more words written twice, even when no word passes two uses ("Tapis de
 *   Yoga Antidérapant Tapis de Yoga Épais" → "Tapis de Yoga Antidérapant Épais");
 * - other keywords appended while the title stays within its category's length and no word goes
 *   past two uses (a keyword that does not fit goes to the backend search terms instead), unless
 *   the title already holds all their words (Amazon matches them in any order);
 * - no empty fragment ("Leash - -"), no fragment the title already said, no phrase twice in a row,
 *   no fragment ending on a connecting word ("… Mat for").
 * Every step only removes words, except the brand and keywords it places, so the result is stable:
 * running it again changes nothing that the rules would see.
 */
import type { KeywordLanguage } from '../keywords/word-forms.ts';
import { composeTitle, isAdjectival, nounOf } from './compose-title.ts';
import { inSearchOrder, keywordInTitle, spelledAsTitle } from './keyword-in-title.ts';
import { dropRepeatedPhrases, limitRepeats, wordCounts } from './limit-repeats.ts';
import { counted, isConnecting, isPlaceholder } from './listing-checks.ts';
import * as R from './listing-rules-data.ts';
import {
  collapseSpaces,
  containsPhrase,
  hasPhrase,
  normalise,
  phraseIndex,
  removePhrase,
  stripEmoji,
  truncateWords,
  wordKeyOf,
  wordKeys,
  words,
} from './text.ts';
import { cleanPhrases, FRAGMENT_SEPARATOR, tidyFragments } from './title-fragments.ts';

export interface TitleOptions {
  brand?: string | null;
  /** The most characters the title may have (its category's recommended length). */
  max?: number;
  /**
   * A product name (the listing generator): when its first 80 characters hold the main keyword's
   * words, in any order, it is not rewritten around the keyword.
   */
  keepName?: boolean;
  language?: KeywordLanguage;
}

const firstUpper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Capitalises the words written in lower case only, connecting words aside (but the first). */
const capitaliseWords = (s: string) =>
  s
    .split(' ')
    .map((w, i) =>
      /^\p{Ll}+$/u.test(w) && (i === 0 || !R.CONNECTING_WORDS.has(w))
        ? w.charAt(0).toUpperCase() + w.slice(1)
        : w,
    )
    .join(' ');

export const titleCase = (s: string) =>
  s
    .toLowerCase()
    .split(' ')
    .map((w, i) => (i > 0 && R.CONNECTING_WORDS.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');

/** Whether adding `phrase` to the title keeps every word within TITLE_MAX_WORD_REPEATS uses. */
function fitsRepeats(title: string, phrase: string, lang: KeywordLanguage): boolean {
  const counts = wordCounts(`${title} ${phrase}`, lang);
  return [...counts.values()].every((n) => n <= R.TITLE_MAX_WORD_REPEATS);
}

/**
 * The words of a keyword the title lacks, in the keyword's order, with a connecting word kept before
 * a kept word ("water bottle with straw" on "… Water Bottle" → "with straw"); the whole keyword when
 * it shares no word with the title.
 */
function newWords(title: string, keyword: string, lang: KeywordLanguage): string {
  const have = wordCounts(title, lang);
  const ws = keyword.split(' ');
  const isNew = (w: string) => {
    const n = normalise(w);
    return counted(n, lang) && !have.has(wordKeyOf(n, lang));
  };
  const out = ws.filter(
    (w, i) => isNew(w) || (isConnecting(normalise(w), lang) && i > 0 && isNew(ws[i + 1] ?? '')),
  );
  return out.join(' ');
}

const endsWithSame = (a: string, b: string) =>
  normalise(a).split(' ').at(-1) === normalise(b).split(' ').at(-1);

/** Whether every counted word of `phrase` (plural folded) is already in the title. */
function hasAllWords(title: string, phrase: string, lang: KeywordLanguage): boolean {
  const have = wordCounts(title, lang);
  const need = [...wordCounts(phrase, lang).keys()];
  return need.length > 0 && need.every((k) => have.has(k));
}

/**
 * Cleaning that only removes: phrases, fragments said again, repeats, phrases said twice (never the
 * first brand and main keyword), fragments again; repeated until nothing changes.
 */
function settle(title: string, lang: KeywordLanguage, keep: string[]): string {
  let t = title;
  for (let i = 0; i < 5; i++) {
    const tidy = (s: string) => tidyFragments(s, lang, keep);
    const fewer = tidy(limitRepeats(tidy(collapseSpaces(cleanPhrases(t, lang))), lang, keep));
    const next = tidy(dropRepeatedPhrases(fewer, lang, keep));
    if (next === t) break;
    t = next;
  }
  return t;
}

/**
 * The title with a keyword's words it lacks added, when that breaks no rule: a one-word attribute next
 * to the product type (`main`, as the title writes it), other words at the end.
 */
function withKeyword(
  t: string,
  keyword: string,
  o: { lang: KeywordLanguage; max: number; styled: (s: string) => string; main: string },
): string {
  const written = collapseSpaces(stripEmoji(keyword));
  // Amazon matches a keyword's words in any order: one whose words the title holds is covered;
  // of one that shares some, only the words the title lacks are added ("Insulated").
  if (!written || containsPhrase(t, written) || hasAllWords(t, written, o.lang)) return t;
  // Modifiers without their noun ("Kitchen Chopping" of "kitchen chopping board" on a board's
  // title) do not read: they go to the search terms instead; one word ("Insulated") does.
  const remainder = newWords(t, written, o.lang);
  if (remainder !== written && remainder.split(' ').length > 1 && !endsWithSame(remainder, written)) return t;
  // Nor does a part starting on a connecting word ("…, for Home"): its words go to the search terms.
  if (remainder !== written && isConnecting(normalise(remainder.split(' ')[0]), o.lang)) return t;
  const phrase = o.styled(remainder);
  let next = `${t}, ${phrase}`;
  // One word of a keyword naming the same product ("insulated water bottle", "gourde isotherme") is
  // its attribute: it goes next to the product type, as an expert writes it ("Insulated Steel Water
  // Bottle", "Gourde Inox Isotherme"), never after the use cases ("for Gym and Insulated"). One of a
  // keyword naming another product ("bouteille inox" on a "gourde") goes to the search terms.
  // In English only an adjective goes before it ("Insulated"); a noun ("Gym", "Kids") is added at the end.
  const after = R.NOUN_FIRST.has(o.lang);
  if (remainder !== written && !remainder.includes(' ')) {
    const at = o.main ? phraseIndex(t, o.main) : -1;
    if (at < 0 || nounOf(written, o.lang) !== nounOf(o.main, o.lang)) return t;
    const said = t.slice(at, at + o.main.length);
    const word = /^\p{Lu}/u.test(said.split(' ').at(-1) ?? '') ? firstUpper(phrase) : phrase;
    if (after) next = `${t.slice(0, at + said.length)} ${word}${t.slice(at + said.length)}`;
    else if (isAdjectival(remainder)) next = `${t.slice(0, at)}${word} ${t.slice(at)}`;
  }
  // Kept only when it breaks no rule and takes nothing away (a fragment it would say again).
  const keeps =
    next.length <= o.max &&
    fitsRepeats(t, phrase, o.lang) &&
    dropRepeatedPhrases(next, o.lang) === next &&
    cleanPhrases(next, o.lang) === next &&
    tidyFragments(next, o.lang) === next;
  return keeps ? next : t;
}

/**
 * The title cleaned, the brand first and the keywords placed, again until a pass changes nothing: one
 * pass can leave what the next would change (a separator left in front once the brand moved, capitals
 * seen only once the rest is cleaned), and optimising an optimised title must change nothing.
 */
export function optimiseTitle(title: string, keywords: string[], o: TitleOptions = {}): string {
  let t = optimiseTitleOnce(title, keywords, o);
  for (let pass = 0; pass < 4; pass++) {
    const again = optimiseTitleOnce(t, keywords, o);
    if (again === t) break;
    t = again;
  }
  return t;
}

function optimiseTitleOnce(title: string, keywords: string[], o: TitleOptions): string {
  const lang = o.language ?? 'en';
  const max = o.max ?? R.TITLE_MAX_CHARS;
  let t = collapseSpaces(
    stripEmoji(title)
      .replace(/<[^>]+>/g, ' ')
      .replace(new RegExp(R.BRACKET_PLACEHOLDER, 'gu'), ' ')
      .replace(/https?:\/\/\S+|www\.\S+|[\w.+-]+@[\w-]+\.[\w.]+/gi, ' '),
  );
  for (const c of R.TITLE_FORBIDDEN_CHARS) t = t.split(c).join(' ');
  t = collapseSpaces(cleanPhrases(t, lang));
  if (isPlaceholder(t)) t = '';
  for (const p of R.PLACEHOLDER_PHRASES) if (hasPhrase(t, p)) t = removePhrase(t, p);
  const brand = o.brand?.trim() ?? '';
  // The brand first: "Acme Dog Leash…", not "Dog Leash by Acme".
  let rest = t;
  if (brand) rest = phraseIndex(t, brand) === 0 ? t.slice(brand.length) : removePhrase(t, brand);
  rest = collapseSpaces(rest.replace(/^[\s,;:|–—-]+/, '').replace(/\bby\s*$/i, ''));
  // Capitals only (the brand aside, which keeps its own spelling) become Title Case; so do words
  // written in lower case only (Amazon's style), never "iPhone" or "USB".
  const letters = rest.replace(/[^\p{L}]/gu, '');
  if (letters.length >= 4 && letters === letters.toUpperCase())
    rest = lang === 'en' ? titleCase(rest) : firstUpper(rest.toLowerCase());
  const english = lang === 'en';
  if (english) rest = capitaliseWords(rest);
  // English titles capitalise each word (Amazon's style guide); French, Italian or Spanish ones
  // write words as the language does, the first one capitalised.
  const styled = (s: string) => (english ? titleCase(s) : s.toLowerCase());
  const keyword = keywords[0]?.trim() ?? '';
  if (keyword) rest = inSearchOrder(rest, keyword, lang);
  let main = keyword ? spelledAsTitle(rest, firstUpper(styled(keyword))) : '';
  const head = brand ? `${brand} ` : '';
  // A product name that already shows the main keyword's words up front is left as named.
  const named =
    o.keepName && main && hasAllWords(`${head}${rest}`.slice(0, R.TITLE_VISIBLE_CHARS), main, lang);
  // The main keyword as the title says it ("Gourde en Inox" says "gourde inox"): kept as written,
  // never added again in front of it.
  const said = keyword ? keywordInTitle(`${head}${rest}`, keyword, lang) : null;
  if (said) main = said.written;
  if (main && !named) {
    const second = `${head}${rest}, ${main}`;
    if (!said && o.keepName && rest && second.length <= R.TITLE_VISIBLE_CHARS)
      rest = `${rest}, ${styled(keyword)}`;
    else if (!said || said.index + said.written.length > R.TITLE_VISIBLE_CHARS) {
      if (said) main = firstUpper(said.written);
      const without = said ? removePhrase(rest, said.written) : rest;
      rest = without ? `${main} - ${without}` : main;
    }
  }
  const keep = [brand, main];
  t = settle(`${head}${rest}`, lang, keep);
  // Again until none is added: a keyword added may leave another with a single new word.
  for (let before = ''; before !== t; ) {
    before = t;
    for (const k of keywords.slice(1)) t = withKeyword(t, k, { lang, max, styled, main });
  }
  t = settle(truncateWords(settle(t, lang, keep), max), lang, keep);
  if (!o.keepName) t = withKeywordAttributes(t, keywords.slice(1), { lang, main, keep });
  return inExpertOrder(t, { brand, main, lang, max, keep, keepName: o.keepName });
}

/**
 * An attribute said in a part of its own that, next to the product type, makes one of the seller's
 * keywords goes there: with "tapis de yoga épais" among the keywords, "Tapis de Yoga pour Pilates -
 * Épais" → "Tapis de Yoga Épais pour Pilates" (after the noun in French, Spanish and Italian; before
 * it in English, adjectives only). Kept only when the cleaning leaves it as it is.
 */
function withKeywordAttributes(
  t: string,
  keywords: string[],
  o: { lang: KeywordLanguage; main: string; keep: string[] },
): string {
  const at = o.main ? phraseIndex(t, o.main) : -1;
  if (at < 0) return t;
  const mainKeys = new Set(wordKeys(o.main, o.lang));
  const pieces = t.split(FRAGMENT_SEPARATOR);
  for (const keyword of keywords) {
    if (nounOf(keyword, o.lang) !== nounOf(o.main, o.lang)) continue;
    const rest = words(keyword).filter((w) => counted(w, o.lang) && !mainKeys.has(wordKeyOf(w, o.lang)));
    if (rest.length !== 1 || (!R.NOUN_FIRST.has(o.lang) && !isAdjectival(rest[0]))) continue;
    const i = pieces.findIndex((p, k) => k > 1 && k % 2 === 0 && normalise(p) === rest[0]);
    if (i < 0 || t.indexOf(pieces[i], at) < at + o.main.length) continue;
    const without = [...pieces.slice(0, i - 1), ...pieces.slice(i + 1)].join('');
    const end = at + o.main.length;
    const next = R.NOUN_FIRST.has(o.lang)
      ? `${without.slice(0, end)} ${pieces[i].trim()}${without.slice(end)}`
      : `${without.slice(0, at)}${pieces[i].trim()} ${without.slice(at)}`;
    return settle(next, o.lang, o.keep) === next ? next : t;
  }
  return t;
}

/**
 * The title in an expert's order (compose-title.ts), kept only when that breaks no rule the rest
 * keeps: within its length, the main keyword still in the first 80 characters, nothing a cleaning
 * would take away.
 */
function inExpertOrder(
  t: string,
  o: { brand: string; main: string; lang: KeywordLanguage; max: number; keep: string[]; keepName?: boolean },
): string {
  const composed = composeTitle(t, o);
  if (composed === t) return t;
  const at = o.main ? phraseIndex(composed, o.main) : 0;
  const fits =
    composed.length <= o.max &&
    at >= 0 &&
    at + o.main.length <= R.TITLE_VISIBLE_CHARS &&
    settle(composed, o.lang, o.keep) === composed;
  return fits ? composed : t;
}
