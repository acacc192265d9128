/**
 * Reverse ASIN's candidate keywords (docs/estimators.md "Reverse ASIN"): the phrases a niche's
 * listings share, not one title's fragments. A phrase of two to four words is kept when it is written
 * in several of the niche's titles (at least 2; 10 % of them in a niche of 20 or more), and never
 * when it
 * - starts or ends with a function or generic word, or a number ("pro 15", "case for");
 * - writes a word twice ("pro pro", "pro 15 pro");
 * - runs across a comma, a bracket or a dash between spaces ("black checked" from "Black, Checked");
 * - holds a seller's brand (the listings' brand field, Amazon's own brands, a title's first word that
 *   no title writes anywhere else, such as "TORRAS") or a model number ("SP3060", "2H"), unless
 *   asked (`withBrands`).
 * Words are compared in their singular (word-forms.ts); a phrase is shown in its most written form.
 */
import { AMAZON_BRANDS } from '../catalog/amazon-brands.ts';
import { isGenericWord } from './generic-words.ts';
import { type KeywordLanguage, textWords, wordKey } from './word-forms.ts';

export interface NicheListing {
  title: string;
  brand?: string | null;
}

export interface NichePhrase {
  phrase: string;
  /** How many of the niche's titles write it. */
  listings: number;
}

export const PHRASE_MAX_WORDS = 4;

/** The fewest titles a phrase must be in: "several listings of the niche". */
export const minListingsFor = (titles: number) => Math.max(2, Math.ceil(titles * 0.1));

/** A word a phrase may not start or end on: a function or generic word, a number ("6.7", "15"). */
const edgeWord = (w: string, lang: KeywordLanguage) =>
  isGenericWord(w, lang) || /^\p{N}[\p{N}.,/]*$/u.test(w);

/**
 * Punctuation that ends a phrase: a title's comma-separated attributes are not read across
 * ("Luggage, Black, Checked-Large" writes no "black checked"); a hyphen inside a word does not
 * ("Ultra-Thin" is "ultra thin"), a dash between spaces does.
 */
const PHRASE_BREAK = /[,;:|()[\]{}/\\!?–—·•、。，；：（）【】「」『』]|\s[-+&]\s/u;

/** A code such as "SP3060", "A2894", "2H", "3500mAh": letters and digits in one word. */
const isModelNumber = (w: string) => /\p{L}/u.test(w) && /\p{N}/u.test(w);

/** A word as a keyword writes it: lower case, no punctuation around it. */
const spoken = (w: string) =>
  w
    .normalize('NFKC')
    .toLowerCase()
    .replace(/^\p{P}+|\p{P}+$/gu, '');

/** Words that name a seller rather than the product: brands of the niche, Amazon's own. */
export function brandWords(listings: NicheListing[], lang: KeywordLanguage): Set<string> {
  const out = new Set<string>();
  const add = (name: string) => {
    for (const w of textWords(name, lang)) if (!isGenericWord(w, lang)) out.add(wordKey(w, lang));
  };
  for (const b of AMAZON_BRANDS) add(b);
  for (const l of listings) if (l.brand) add(l.brand);
  // A title's first word that no title writes anywhere but first is a brand ("TORRAS Slim Fit…").
  const later = new Set<string>();
  const first = new Map<string, number>();
  for (const l of listings) {
    const ws = textWords(l.title, lang).map((w) => wordKey(w, lang));
    if (ws[0]) first.set(ws[0], (first.get(ws[0]) ?? 0) + 1);
    for (const w of ws.slice(1)) later.add(w);
  }
  for (const [w] of first) if (!later.has(w) && !isGenericWord(w, lang)) out.add(w);
  return out;
}

export function nichePhrases(o: {
  listings: NicheListing[];
  lang: KeywordLanguage;
  withBrands?: boolean;
}): NichePhrase[] {
  const { lang } = o;
  const brands = o.withBrands ? new Set<string>() : brandWords(o.listings, lang);
  const counts = new Map<string, { n: number; forms: Map<string, number> }>();
  for (const l of o.listings) {
    const seen = new Set<string>();
    for (const part of l.title.split(PHRASE_BREAK)) {
      const written = textWords(part, lang).map(spoken);
      const keys = written.map((w) => wordKey(w, lang));
      for (let i = 0; i < keys.length; i++)
        for (let n = 2; n <= PHRASE_MAX_WORDS && i + n <= keys.length; n++) {
          const ks = keys.slice(i, i + n);
          const ws = written.slice(i, i + n);
          if (edgeWord(ws[0], lang) || edgeWord(ws[n - 1], lang)) continue;
          if (new Set(ks).size < n) continue;
          if (!o.withBrands && ks.some((k, j) => brands.has(k) || isModelNumber(ws[j]))) continue;
          const key = ks.join(' ');
          if (seen.has(key)) continue;
          seen.add(key);
          const entry = counts.get(key) ?? { n: 0, forms: new Map() };
          entry.n += 1;
          const form = ws.join(' ');
          entry.forms.set(form, (entry.forms.get(form) ?? 0) + 1);
          counts.set(key, entry);
        }
    }
  }
  const min = minListingsFor(o.listings.length);
  const kept = [...counts.entries()].filter(([, e]) => e.n >= min);
  // A phrase only ever written inside a longer one ("max case" in "pro max case", as often) is a
  // fragment of it, not a keyword of its own.
  const fragment = (key: string, n: number) =>
    kept.some(([other, e]) => e.n === n && other !== key && ` ${other} `.includes(` ${key} `));
  return kept
    .filter(([key, e]) => !fragment(key, e.n))
    .map(([, e]) => ({
      phrase: [...e.forms].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0],
      listings: e.n,
    }))
    .sort((a, b) => b.listings - a.listings || b.phrase.split(' ').length - a.phrase.split(' ').length);
}
