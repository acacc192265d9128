/**
 * Keyword matching that never merges different words (docs/estimators.md "Keyword matching").
 * Two words match when they are the same word in the singular or the plural — "leash" and "leashes",
 * "Tasse" and "Tassen", "sac" and "sacs", "botella" and "botellas", "libro" and "libri" — and never
 * through a derivation: "packing" is not "pack", "Packung" is not "Pack", "emballage" is not
 * "emballer". Stemmers (PostgreSQL's Snowball) merge those, so matching keys are built here by
 * removing inflectional plural endings only, per language. Japanese nouns do not inflect: a word
 * matches itself (NFKC: half- and full-width forms are one), and a katakana word is never matched
 * inside a longer katakana word ("パック" is not in "バックパック").
 */
import type { MarketplaceCode } from '../marketplaces.ts';

export type KeywordLanguage = 'en' | 'de' | 'fr' | 'es' | 'it' | 'ja';

const LANGUAGE: Record<MarketplaceCode, KeywordLanguage> = {
  US: 'en',
  UK: 'en',
  CA: 'en',
  DE: 'de',
  FR: 'fr',
  IT: 'it',
  ES: 'es',
  JP: 'ja',
};
export const keywordLanguage = (m: MarketplaceCode): KeywordLanguage => LANGUAGE[m];

/** Lower case, NFKC (full-width → ASCII, half-width katakana → full-width), accents removed except in Japanese. */
export function normaliseWord(word: string, lang: KeywordLanguage): string {
  const nfkc = word.normalize('NFKC').toLowerCase();
  if (lang === 'ja') return nfkc;
  return nfkc
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss');
}

const VOWEL = /[aeiouy]/;

/** The matching key of one word: the word without its plural ending (a key is not shown to anyone). */
export function wordKey(word: string, lang: KeywordLanguage): string {
  const w = normaliseWord(word, lang);
  if (lang === 'ja' || w.length <= 3 || /\d/.test(w)) return w;
  switch (lang) {
    case 'en':
      if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
      if (/(ches|shes|xes|sses|zzes)$/.test(w)) return w.slice(0, -2);
      if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) return w.slice(0, -1);
      return w;
    case 'de': {
      // Autos → auto, Tassen → tasse → tass, Schüsseln → schussel, Hunde → hund; -er and -ung are
      // never removed (Becher, Packung).
      if (/[aiouy]s$/.test(w) && w.length > 4) return w.slice(0, -1);
      let k = w;
      if (/(en|rn|ln)$/.test(k) && k.length > 4) k = k.slice(0, -1);
      if (k.endsWith('e') && k.length > 3) k = k.slice(0, -1);
      return k;
    }
    case 'fr':
      if (w.endsWith('aux') && w.length > 4) return `${w.slice(0, -3)}al`;
      if (/[sx]$/.test(w)) return w.slice(0, -1);
      return w;
    case 'es':
      if (w.endsWith('ces') && w.length > 4) return `${w.slice(0, -3)}z`;
      if (w.endsWith('es') && !VOWEL.test(w.charAt(w.length - 3))) return w.slice(0, -2);
      if (w.endsWith('s') && VOWEL.test(w.charAt(w.length - 2))) return w.slice(0, -1);
      return w;
    case 'it': {
      // libro/libri, borsa/borse, chiave/chiavi, pacco/pacchi: the final vowel, and the h of -chi/-ghi.
      if (!/[aeio]$/.test(w)) return w;
      const stem = w.slice(0, -1);
      return /[cg]h$/.test(stem) ? stem.slice(0, -1) : stem;
    }
  }
}

/** The words of a text as the language splits them (Intl.Segmenter: Japanese has no spaces). */
export function textWords(text: string, lang: KeywordLanguage): string[] {
  const segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
  return [...segmenter.segment(text.normalize('NFKC'))].filter((s) => s.isWordLike).map((s) => s.segment);
}

/** True when two words are the same word (singular or plural), never a derivation of one another. */
export const sameWord = (a: string, b: string, lang: KeywordLanguage) =>
  wordKey(a, lang) === wordKey(b, lang);

const KATAKANA = /[\u30A1-\u30FA\u30FC]/;

/** Japanese: the keyword as a substring, not inside a longer katakana word. */
function japaneseContains(text: string, word: string): boolean {
  const t = normaliseWord(text, 'ja');
  const w = normaliseWord(word, 'ja');
  for (let i = t.indexOf(w); i >= 0; i = t.indexOf(w, i + 1)) {
    const before = t.charAt(i - 1);
    const after = t.charAt(i + w.length);
    const glued =
      (KATAKANA.test(w.charAt(0)) && before && KATAKANA.test(before)) ||
      (KATAKANA.test(w.charAt(w.length - 1)) && after && KATAKANA.test(after));
    if (!glued) return true;
  }
  return false;
}

/** True when every word of the keyword is in the text (in any order), by `sameWord`. */
export function textMatchesKeyword(text: string, keyword: string, lang: KeywordLanguage): boolean {
  if (lang === 'ja') {
    const words = keyword.normalize('NFKC').split(/\s+/).filter(Boolean);
    return words.length > 0 && words.every((w) => japaneseContains(text, w));
  }
  const words = textWords(keyword, lang);
  if (words.length === 0) return false;
  const have = new Set(textWords(text, lang).map((w) => wordKey(w, lang)));
  return words.every((w) => have.has(wordKey(w, lang)));
}

/** Endings tried to list a word's singular and plural forms; only those with the word's key are kept. */
const ENDINGS = ['', 's', 'es', 'e', 'en', 'n', 'x', 'ies', 'ces', 'a', 'i', 'o', 'hi', 'he'];
const STRIPS = [0, 1, 2, 3];

/** The written forms of a word that `sameWord` accepts (accent-free, lower case), found by construction. */
export function wordForms(word: string, lang: KeywordLanguage): string[] {
  const w = normaliseWord(word, lang);
  if (lang === 'ja') return [w];
  const key = wordKey(w, lang);
  const forms = new Set<string>([w]);
  for (const base of STRIPS.map((n) => (n ? w.slice(0, -n) : w)).concat([key]))
    for (const end of ENDINGS) {
      const f = base + end;
      if (f.length > 1 && wordKey(f, lang) === key) forms.add(f);
      if (lang === 'fr' && key.endsWith('al')) forms.add(`${key.slice(0, -2)}aux`);
      if (lang === 'es' && key.endsWith('z')) forms.add(`${key.slice(0, -1)}ces`);
      if (lang === 'en' && key.endsWith('y')) forms.add(`${key.slice(0, -1)}ies`);
    }
  return [...forms].filter((f) => wordKey(f, lang) === key).sort();
}

const KATAKANA_CLASS = '[\u30A1-\u30FA\u30FC]';

/**
 * One PostgreSQL regular expression per keyword word, to run on `scout_unaccent(lower(title))` after
 * the full-text index has found the candidates (its stemmer merges words these tell apart). Null
 * when the keyword has no word these can check.
 */
export function keywordTitlePatterns(keyword: string, lang: KeywordLanguage): string[] | null {
  if (lang === 'ja') {
    const words = keyword
      .normalize('NFKC')
      .split(/\s+/)
      .filter((w) => /^[\p{L}\p{N}ー]+$/u.test(w));
    if (!words.length) return null;
    return words.map((w) => `(^|(?<!${KATAKANA_CLASS}))${w}((?!${KATAKANA_CLASS})|$)`);
  }
  return keywordWordForms(keyword, lang)?.map((forms) => `\\m(${forms.join('|')})\\M`) ?? null;
}

/**
 * The written forms of each word of a keyword (not Japanese): a title matches when, for every word,
 * one of its forms is a whole word of `scout_unaccent(lower(title))` (keywordTitlePatterns). Null
 * when the keyword has no word these can check.
 */
export function keywordWordForms(keyword: string, lang: Exclude<KeywordLanguage, 'ja'>): string[][] | null {
  const words = textWords(keyword, lang).filter((w) => /^[\p{L}\p{N}]+$/u.test(w));
  return words.length ? words.map((w) => wordForms(w, lang)) : null;
}
