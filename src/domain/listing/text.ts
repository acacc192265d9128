/** Text helpers of the listing grader: normalising, word splitting, phrase search. */
import { type KeywordLanguage, wordKey } from '../keywords/word-forms.ts';

export const normalise = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9%#]+/g, ' ')
    .trim();

export const words = (s: string) => normalise(s).split(' ').filter(Boolean);

/**
 * A word as the repeat and search-terms rules compare it: normalised, its plural folded ("Mats" is
 * "mat", "sacs" is "sac"), so that a title cannot dodge the repeat rule with a plural and backend
 * search terms do not spend bytes on a title word's plural (Amazon matches both forms).
 */
export const wordKeyOf = (word: string, lang: KeywordLanguage = 'en') => wordKey(normalise(word), lang);

/** The folded words of a text (see wordKeyOf). */
export const wordKeys = (s: string, lang: KeywordLanguage = 'en') => words(s).map((w) => wordKey(w, lang));

/** Whole-word phrase search after normalising both sides. */
export function containsPhrase(text: string, phrase: string): boolean {
  const p = normalise(phrase);
  if (!p) return false;
  return ` ${normalise(text)} `.includes(` ${p} `);
}

/**
 * A phrase as a pattern: its words in order, separated by spaces or a hyphen on one line ("kills
 * germs" finds "Kills Germs" and "kills-germs", not "Kills, Germs" nor "Kills - Germs": a comma or
 * a spaced dash separates two parts of a title).
 */
const phrasePattern = (phrase: string) =>
  phrase
    .trim()
    .split(/[\s\-‐–]+/u)
    .filter(Boolean)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('(?:[ \\t]+|[\\-‐])');

/** Whole-word phrase search as the rules that remove phrases see it (phraseIndex). */
export const hasPhrase = (text: string, phrase: string) => phraseIndex(text, phrase) >= 0;

/** Position (in characters of the original text) of a phrase, or -1; case insensitive. */
export function phraseIndex(text: string, phrase: string): number {
  const escaped = phrasePattern(phrase);
  if (!escaped) return -1;
  const re = new RegExp(`(^|[^\\p{L}\\p{N}])(${escaped})(?=$|[^\\p{L}\\p{N}])`, 'iu');
  const m = re.exec(text.normalize('NFC'));
  return m ? m.index + m[1].length : -1;
}

const EMOJI = /\p{Extended_Pictographic}/u;
export const hasEmoji = (s: string) => EMOJI.test(s);
export const stripEmoji = (s: string) => s.replace(/\p{Extended_Pictographic}\uFE0F?/gu, '');

export const byteLength = (s: string) => new TextEncoder().encode(s).length;

/** Cuts at the last space before `max` characters (no word is split). */
export function truncateWords(s: string, max: number): string {
  if (s.length <= max) return s;
  const cut = s.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.5 ? cut.slice(0, space) : s.slice(0, max)).replace(/[\s,;:-]+$/, '');
}

export const collapseSpaces = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Removes every occurrence of a phrase (whole words, any case) and tidies the spaces left. */
export function removePhrase(text: string, phrase: string): string {
  let out = text;
  for (let i = phraseIndex(out, phrase); i >= 0; i = phraseIndex(out, phrase)) {
    const end =
      i + (out.slice(i).match(new RegExp(phrasePattern(phrase), 'iu'))?.[0].length ?? phrase.length);
    out = out.slice(0, i) + out.slice(end);
  }
  return collapseSpaces(out.replace(/\s+([,.;:])/g, '$1').replace(/^[,.;:\s-]+/, ''));
}
