/**
 * Phrases a title says twice (docs/toolkit.md "Listing optimizer"): a run of words holding two or
 * more counted words ("yoga mat", "tapis de yoga", "non-slip mat"), written again later in the title.
 * Words are compared as the repeat rule compares them: plural folded, case and accents aside
 * ("Tapis de Yoga" is "tapis de yoga"; "Yoga Mats" is "Yoga Mat"). A phrase never crosses a part's
 * end (a comma, semicolon, bar or spaced dash): "… Mat, Yoga …" is not the phrase "mat yoga".
 */
import type { KeywordLanguage } from '../keywords/word-forms.ts';
import { counted } from './listing-checks.ts';
import { normalise, wordKeyOf } from './text.ts';

interface PhraseWord {
  key: string;
  counted: boolean;
}

/** A title's token (what lies between two spaces) and the words it holds, as phrases compare them. */
interface PhraseToken {
  raw: string;
  words: PhraseWord[];
  /** It ends a part of the title ("Mat," "Mat;" "Mat|"), or is a separator itself ("-", "|"). */
  endsPart: boolean;
}

/** One occurrence of a phrase: `n` tokens from token `start` (tokens split on spaces, as written). */
export interface PhraseAt {
  start: number;
  n: number;
}

export interface RepeatedPhrase {
  /** Its words as compared (folded). */
  key: string;
  /** Its first occurrence as the title writes it, in lower case ("tapis de yoga"). */
  written: string;
  /** Its occurrences that do not overlap, in the title's order (two or more). */
  at: PhraseAt[];
}

function phraseTokens(title: string, lang: KeywordLanguage): PhraseToken[] {
  return title
    .split(' ')
    .filter(Boolean)
    .map((raw) => {
      const words = normalise(raw)
        .split(' ')
        .filter(Boolean)
        .map((w) => ({ key: counted(w, lang) ? wordKeyOf(w, lang) : w, counted: counted(w, lang) }));
      return { raw, words, endsPart: words.length === 0 || /[,;:|]$/.test(raw) };
    });
}

/** The key of the phrase tokens[start, start + n) makes, or '' when it is not a phrase. */
function phraseKey(tokens: PhraseToken[], start: number, n: number): string {
  const span = tokens.slice(start, start + n);
  if (span.some((x, i) => x.words.length === 0 || (i < n - 1 && x.endsPart))) return '';
  const words = span.flatMap((x) => x.words);
  // It starts and ends on a counted word and holds two: "de Yoga" or "Mat for" is not a phrase.
  if (!words[0].counted || !words[words.length - 1].counted) return '';
  if (words.filter((w) => w.counted).length < 2) return '';
  return words.map((w) => w.key).join(' ');
}

/**
 * The phrases of two or more counted words the title writes more than once, longest first, each
 * with its occurrences (those that do not overlap the one before).
 */
export function repeatedPhraseOccurrences(title: string, lang: KeywordLanguage = 'en'): RepeatedPhrase[] {
  const tokens = phraseTokens(title, lang);
  const seen = new Map<string, PhraseAt[]>();
  for (let start = 0; start < tokens.length; start++)
    for (let n = 1; start + n <= tokens.length; n++) {
      const key = phraseKey(tokens, start, n);
      if (key) seen.set(key, [...(seen.get(key) ?? []), { start, n }]);
      if (tokens[start + n - 1].endsPart) break;
    }
  const out: RepeatedPhrase[] = [];
  for (const [key, all] of seen) {
    const at: PhraseAt[] = [];
    for (const o of all) {
      const last = at.at(-1);
      if (!last || o.start >= last.start + last.n) at.push(o);
    }
    if (at.length < 2) continue;
    const first = tokens.slice(at[0].start, at[0].start + at[0].n).map((x) => x.raw);
    const written = first
      .join(' ')
      .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
      .toLowerCase();
    out.push({ key, written, at });
  }
  return out.sort((a, b) => b.key.split(' ').length - a.key.split(' ').length);
}

/**
 * The repeated phrases as the title writes them, the longest only: "yoga mat thick" said twice is
 * named once, not also as "yoga mat" and "mat thick".
 */
export function repeatedPhrases(title: string, lang: KeywordLanguage = 'en'): string[] {
  const named: RepeatedPhrase[] = [];
  for (const p of repeatedPhraseOccurrences(title, lang))
    if (!named.some((longer) => ` ${longer.key} `.includes(` ${p.key} `))) named.push(p);
  return named.map((p) => p.written);
}
