/**
 * The local engine's optimised listing: the seller's own text, cleaned to Amazon's rules and made to
 * cover the target keywords — no invented product facts (docs/toolkit.md "Listing optimizer").
 * - title: optimize-title.ts;
 * - bullets (complete): the USP first when given, each cleaned (forbidden characters, emoji,
 *   promotional phrases, restricted claims, ending punctuation), capitalised, ≤ 255 characters,
 *   duplicates and placeholders dropped, at most 5; none written when the seller gave none;
 * - description (complete): HTML removed; sentences with links, e-mails, phone numbers, promotional
 *   phrases, restricted claims or placeholders dropped whole, punctuation runs collapsed; written
 *   from the bullets when nothing is left; left empty, and said so, when there are no bullets either;
 * - backend search terms: the words of the keywords, of the seller's own terms, then of the related
 *   keywords the catalog knows, that the title and the brand do not already hold, lower case, no
 *   repeats (plural folded), no subjective words or ASINs, ≤ 249 bytes.
 */
import type { KeywordLanguage } from '../keywords/word-forms.ts';
import type { ListingGoal, ListingText } from './grade-listing.ts';
import { isConnecting, isPlaceholder, titleGroupOf } from './listing-checks.ts';
import * as R from './listing-rules-data.ts';
import { optimiseTitle } from './optimize-title.ts';
import {
  byteLength,
  collapseSpaces,
  containsPhrase,
  hasPhrase,
  normalise,
  stripEmoji,
  truncateWords,
  wordKeyOf,
  words,
} from './text.ts';
import { cleanPhrases } from './title-fragments.ts';

export interface ListingExtras {
  brand?: string | null;
  usp?: string;
  /** The product's category (name or path): its group sets the title's length. */
  category?: string | null;
  language?: KeywordLanguage;
  /** Related keywords the catalog knows for the main keyword, most relevant first. */
  related?: string[];
}

/** Where each optimised part comes from, so the page can say what the engine could not write. */
export interface ListingSources {
  bullets: 'seller' | 'none';
  description: 'seller' | 'bullets' | 'none';
  /** The backend search terms' words, by where they came from. */
  searchTerms: { keywords: string[]; seller: string[]; related: string[] };
}

/**
 * One bullet cleaned until cleaning changes nothing more: a pass can leave what the next removes
 * ("for ?" loses the "?", then "for" is a dangling word), and optimising an optimised listing must
 * change nothing (the property test "is stable").
 */
export function optimiseBullet(bullet: string): string {
  let b = optimiseBulletOnce(bullet);
  for (let pass = 0; pass < 4; pass++) {
    const again = optimiseBulletOnce(b);
    if (again === b) break;
    b = again;
  }
  return b;
}

function optimiseBulletOnce(bullet: string): string {
  let b = stripEmoji(bullet).replace(/<[^>]+>/g, ' ');
  for (const c of R.BULLET_FORBIDDEN_CHARS) b = b.split(c).join(' ');
  b = collapseSpaces(cleanPhrases(b))
    .replace(/[.!?;:,\s]+$/, '')
    .replace(/^[^\p{L}\p{N}]+/u, '');
  // A bullet in capitals only reads as shouting: sentence case (Amazon's bullet guidelines).
  const letters = b.replace(/[^\p{L}]/gu, '');
  if (letters.length >= 10 && letters === letters.toUpperCase()) b = b.toLowerCase();
  b = b.charAt(0).toUpperCase() + b.slice(1);
  return truncateWords(b, R.BULLET_MAX_CHARS).replace(/[.!?;:,\s]+$/, '');
}

export function optimiseBullets(bullets: string[], usp?: string): string[] {
  const source = [...(usp?.trim() ? [usp] : []), ...bullets];
  const out: string[] = [];
  const seen = new Set<string>();
  for (const raw of source) {
    const b = optimiseBullet(raw);
    const key = normalise(b);
    // A bullet with a contact detail or a blank to fill cannot be published: dropped, not cut.
    if (b.length < R.BULLET_MIN_CHARS || isPlaceholder(b) || CONTACT.test(b) || seen.has(key)) continue;
    seen.add(key);
    out.push(b);
    if (out.length === R.BULLETS_RECOMMENDED) break;
  }
  return out;
}

/** Stands where a link, e-mail or phone number was, until its sentence is dropped. */
const REMOVED = '\u0001';
const CONTACT = /(https?:\/\/|www\.|[\w.+-]+@[\w-]+\.[\w.]+|\+?\d[\d\s().-]{8,}\d)/i;
const CONTACT_DETAILS = [/https?:\/\/\S+|www\.\S+/gi, /[\w.+-]+@[\w-]+\.[\w.]+/g, /\+?\d[\d\s().-]{8,}\d/g];

/** A sentence worth keeping: no removed contact detail, promotional phrase, claim or placeholder. */
const keepSentence = (sentence: string) =>
  !sentence.includes(REMOVED) &&
  /\p{L}/u.test(sentence) &&
  !isPlaceholder(sentence) &&
  ![...R.PROMOTIONAL_PHRASES, ...R.RESTRICTED_CLAIMS].some((p) => containsPhrase(sentence, p));

/**
 * Collapses the spaces and the punctuation runs ("..", ". ,", " ,") left in a text. French writes a
 * space before ":", ";", "!" and "?" ("acier inoxydable : 24 h"): one the seller wrote stays.
 */
const tidyPunctuation = (s: string, lang: KeywordLanguage) =>
  collapseSpaces(s)
    .replace(lang === 'fr' ? /\s+([.,])/g : /\s+([.,;:!?])/g, '$1')
    .replace(/([.!?])(?:\s*[.,;:])+/g, '$1')
    .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
    .replace(/^[\s.,;:!?-]+/, '');

/** The seller's description with HTML, contact details, promotional phrases, claims and placeholders taken out. */
export function cleanDescription(description: string, lang: KeywordLanguage = 'en'): string {
  let marked = stripEmoji(description)
    .replace(/<br\s*\/?>|<\/p>/gi, '\n')
    .replace(/<[^>]+>/g, ' ');
  for (const pattern of CONTACT_DETAILS) marked = marked.replace(pattern, ` ${REMOVED} `);
  return marked
    .split('\n')
    .map((paragraph) =>
      tidyPunctuation(
        collapseSpaces(paragraph)
          .split(/(?<=[.!?])\s+/)
          .filter(keepSentence)
          .join(' '),
        lang,
      ),
    )
    .filter(Boolean)
    .join('\n');
}

/**
 * The description: the seller's, cleaned (a sentence with a link, contact detail, promotional
 * phrase, claim or placeholder is dropped whole: cutting only the phrase would leave "Visit for
 * more."); when nothing is left, the bullets as sentences; else nothing — the engine has no facts.
 */
export function optimiseDescription(
  description: string,
  bullets: string[],
  lang: KeywordLanguage = 'en',
): { text: string; from: ListingSources['description'] } {
  const own = cleanDescription(description, lang);
  if (own) return { text: truncateWords(own, R.DESCRIPTION_MAX_CHARS), from: 'seller' };
  if (bullets.length === 0) return { text: '', from: 'none' };
  // Cleaned as a seller's description is, so optimising the result again keeps it as it is.
  const text = cleanDescription(bullets.map((b) => `${b.replace(/\s*[.!?]$/, '')}.`).join(' '), lang);
  if (!text) return { text: '', from: 'none' };
  return { text: truncateWords(text, R.DESCRIPTION_MAX_CHARS), from: 'bullets' };
}

/** Words that never go in the search terms: connecting words, promotional and subjective words. */
const NEVER_IN_TERMS = new Set([
  ...R.CONNECTING_WORDS,
  ...R.SEARCH_TERMS_BANNED,
  ...R.PLACEHOLDERS.map(normalise),
  ...R.PLACEHOLDER_PHRASES.map(normalise),
  ...[...R.PROMOTIONAL_PHRASES, ...R.RESTRICTED_CLAIMS].filter((p) => !p.includes(' ')).map(normalise),
]);

const FLAGGED_PHRASES = [...R.PROMOTIONAL_PHRASES, ...R.RESTRICTED_CLAIMS];

export function optimiseSearchTerms(
  current: string,
  title: string,
  keywords: string[],
  o: { brand?: string | null; related?: string[]; language?: KeywordLanguage } = {},
): { text: string; from: ListingSources['searchTerms'] } {
  const lang = o.language ?? 'en';
  const taken = new Set([...words(title), ...words(o.brand ?? '')].map((w) => wordKeyOf(w, lang)));
  const out: string[] = [];
  const from: ListingSources['searchTerms'] = { keywords: [], seller: [], related: [] };
  const sources: [keyof ListingSources['searchTerms'], string[]][] = [
    ['keywords', keywords.flatMap(words)],
    ['seller', words(current)],
    ['related', (o.related ?? []).flatMap(words)],
  ];
  for (const [source, list] of sources)
    for (const w of list) {
      const key = wordKeyOf(w, lang);
      if (
        taken.has(key) ||
        NEVER_IN_TERMS.has(w) ||
        isConnecting(w, lang) ||
        w.length < 2 ||
        /^\d+$/.test(w) ||
        R.ASIN_WORD.test(w)
      )
        continue;
      const next = [...out, w].join(' ');
      if (byteLength(next) > R.SEARCH_TERMS_MAX_BYTES) continue;
      // Words from different sources may spell a restricted or promotional phrase ("kills germs").
      if (FLAGGED_PHRASES.some((p) => hasPhrase(next, p))) continue;
      taken.add(key);
      out.push(w);
      from[source].push(w);
    }
  return { text: out.join(' '), from };
}

export interface OptimisedListing {
  listing: ListingText;
  sources: ListingSources;
}

export function optimiseListing(
  listing: ListingText,
  goal: ListingGoal,
  extras: ListingExtras = {},
): OptimisedListing {
  const lang = extras.language ?? 'en';
  const max = R.TITLE_LIMITS[titleGroupOf(extras.category)].recommended;
  const title = optimiseTitle(listing.title, listing.keywords, { brand: extras.brand, max, language: lang });
  const terms = optimiseSearchTerms(listing.searchTerms, title, listing.keywords, {
    brand: extras.brand,
    related: extras.related,
    language: lang,
  });
  if (goal === 'seo')
    return {
      listing: { ...listing, title, searchTerms: terms.text },
      sources: { bullets: 'seller', description: 'seller', searchTerms: terms.from },
    };
  const bullets = optimiseBullets(listing.bullets, extras.usp);
  const description = optimiseDescription(listing.description, bullets, lang);
  return {
    listing: {
      title,
      bullets,
      description: description.text,
      searchTerms: terms.text,
      keywords: listing.keywords,
    },
    sources: {
      bullets: bullets.length ? 'seller' : 'none',
      description: description.from,
      searchTerms: terms.from,
    },
  };
}
