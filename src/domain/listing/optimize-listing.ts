/**
 * The local engine's optimised listing: the seller's own text, cleaned to Amazon's rules and made to
 * cover the target keywords — no invented product facts (docs/toolkit.md "Listing optimizer").
 * - title: forbidden characters, promotional phrases and restricted claims removed, ALL CAPS turned
 *   into Title Case, words beyond two repeats dropped; the main keyword moved (or added, in Title Case)
 *   to the front when it is not in the first 80 characters; missing keywords appended while the title
 *   stays ≤ 200; then no empty fragment ("Leash - -"), no fragment saying again what the title already
 *   says ("Acme Dog Leash - Leash") and no phrase written twice in a row ("Dog Leash Dog Leash");
 * - bullets (complete): the USP first when given, each cleaned (forbidden characters, emoji,
 *   promotional phrases, restricted claims, ending punctuation), capitalised, ≤ 255 characters,
 *   duplicates and placeholders dropped, at most 5;
 * - description (complete): HTML removed; sentences with links, e-mails, phone numbers, promotional
 *   phrases or restricted claims dropped whole, punctuation runs collapsed; written from the title
 *   and bullets when nothing is left; ≤ 2000 characters;
 * - backend search terms: keyword words missing from the title, lower case, no repeats, ≤ 249 bytes.
 */
import type { ListingGoal, ListingText } from './grade-listing.ts';
import { repeatedWords } from './grade-listing.ts';
import * as R from './listing-rules-data.ts';
import {
  byteLength,
  collapseSpaces,
  containsPhrase,
  normalise,
  phraseIndex,
  removePhrase,
  stripEmoji,
  truncateWords,
  words,
} from './text.ts';

export interface ListingExtras {
  brand?: string;
  usp?: string;
}

const titleCase = (s: string) =>
  s
    .toLowerCase()
    .split(' ')
    .map((w, i) => (i > 0 && R.CONNECTING_WORDS.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');

/** Removes promotional phrases and restricted claims, then any connecting word left dangling at the end. */
const cleanPhrases = (s: string) =>
  [...R.PROMOTIONAL_PHRASES, ...R.RESTRICTED_CLAIMS]
    .reduce((acc, p) => (containsPhrase(acc, p) ? removePhrase(acc, p) : acc), s)
    .replace(/(?:[\s,;:!-]+(?:and|or|with|et|ou|avec))+[\s,;:!.-]*$/i, '');

function dropRepeats(title: string): string {
  let out = title;
  for (const word of repeatedWords(out)) {
    let seen = 0;
    out = out
      .split(' ')
      .filter((w) => (normalise(w) === word ? ++seen <= R.TITLE_MAX_WORD_REPEATS : true))
      .join(' ');
  }
  return collapseSpaces(out);
}

/** Removes a run of words written twice in a row ("Dog Leash Dog Leash" → "Dog Leash"), any case. */
export function dropRepeatedRuns(text: string): string {
  const parts = text.split(' ').filter(Boolean);
  const key = (w: string) => normalise(w);
  for (let changed = true; changed; ) {
    changed = false;
    for (let n = Math.floor(parts.length / 2); n >= 1 && !changed; n--) {
      for (let i = 0; i + 2 * n <= parts.length; i++) {
        const a = parts.slice(i, i + n).map(key);
        const b = parts.slice(i + n, i + 2 * n).map(key);
        if (a.join(' ') && a.join(' ') === b.join(' ')) {
          parts.splice(i + n, n);
          changed = true;
          break;
        }
      }
    }
  }
  return parts.join(' ');
}

/** Title separators between fragments: " - ", "|", ",", ";", en and em dashes. */
const FRAGMENT_SEPARATOR = /(\s+[-–—|]\s*|\s*[-–—|]\s+|\s*[,;|]\s*)/;

/**
 * Drops empty fragments (a separator left by a removed phrase) and fragments whose words the title
 * already said before them, then trailing separators; the first fragment is always kept.
 */
export function tidyFragments(title: string): string {
  const pieces = title.split(FRAGMENT_SEPARATOR);
  const cleaned = pieces.map((p, i) =>
    i % 2 ? p : dropRepeatedRuns(collapseSpaces(p.replace(/^[-–—|,;\s]+|[-–—|,;\s]+$/g, ''))),
  );
  // A fragment a later, longer one says again ("Leash - Dog Leash") is left out too.
  const saidLater = (i: number) =>
    cleaned.some(
      (other, j) =>
        j > i && j % 2 === 0 && other.length > cleaned[i].length && containsPhrase(other, cleaned[i]),
    );
  let out = '';
  for (let i = 0; i < pieces.length; i += 2) {
    const fragment = cleaned[i];
    if (!/[\p{L}\p{N}]/u.test(fragment)) continue;
    if ((out && containsPhrase(out, fragment)) || saidLater(i)) continue;
    const separator = i > 0 ? pieces[i - 1] : '';
    out = out
      ? `${out}${separator.includes(',') || separator.includes(';') ? `${separator.trim()} ` : ` ${separator.trim()} `}${fragment}`
      : fragment;
  }
  return collapseSpaces(out);
}

export function optimiseTitle(title: string, keywords: string[], brand?: string): string {
  let t = collapseSpaces(stripEmoji(title));
  for (const c of R.TITLE_FORBIDDEN_CHARS) t = t.split(c).join(' ');
  t = collapseSpaces(cleanPhrases(t));
  const letters = t.replace(/[^\p{L}]/gu, '');
  if (letters.length >= 10 && letters === letters.toUpperCase()) t = titleCase(t);
  t = dropRepeats(t);
  const main = keywords[0]?.trim() ? titleCase(keywords[0].trim()) : undefined;
  if (main) {
    const at = phraseIndex(t, main);
    if (at < 0 || at + main.length > R.TITLE_VISIBLE_CHARS) {
      const rest = at < 0 ? t : removePhrase(t, main);
      const b = brand?.trim();
      t =
        b && rest.toLowerCase().startsWith(b.toLowerCase())
          ? `${b} ${main} - ${collapseSpaces(rest.slice(b.length))}`
          : `${main} - ${rest}`;
    }
  }
  for (const k of keywords.slice(1)) {
    if (containsPhrase(t, k)) continue;
    const next = `${t}, ${titleCase(k.trim())}`;
    if (next.length <= R.TITLE_MAX_CHARS) t = next;
  }
  return tidyFragments(truncateWords(tidyFragments(t), R.TITLE_MAX_CHARS));
}

export function optimiseBullet(bullet: string): string {
  let b = stripEmoji(bullet);
  for (const c of R.BULLET_FORBIDDEN_CHARS) b = b.split(c).join(' ');
  b = collapseSpaces(cleanPhrases(b)).replace(/[.!?;:,\s]+$/, '');
  b = b.charAt(0).toUpperCase() + b.slice(1);
  return truncateWords(b, R.BULLET_MAX_CHARS).replace(/[.!?;:,\s]+$/, '');
}

const PLACEHOLDERS = new Set(R.PLACEHOLDERS.map(normalise));

export function optimiseBullets(bullets: string[], usp?: string): string[] {
  const source = [...(usp?.trim() ? [usp] : []), ...bullets];
  const out: string[] = [];
  const seen = new Set<string>();
  for (const raw of source) {
    const b = optimiseBullet(raw);
    const key = normalise(b);
    if (b.length < R.BULLET_MIN_CHARS || PLACEHOLDERS.has(key) || seen.has(key)) continue;
    seen.add(key);
    out.push(b);
    if (out.length === R.BULLETS_RECOMMENDED) break;
  }
  return out;
}

/** Stands where a link, e-mail or phone number was, until its sentence is dropped. */
const REMOVED = '\u0001';
const CONTACT_DETAILS = [/https?:\/\/\S+|www\.\S+/gi, /[\w.+-]+@[\w-]+\.[\w.]+/g, /\+?\d[\d\s().-]{8,}\d/g];

/** A sentence worth keeping: no removed contact detail, promotional phrase or claim, some words left. */
const keepSentence = (sentence: string) =>
  !sentence.includes(REMOVED) &&
  /\p{L}/u.test(sentence) &&
  ![...R.PROMOTIONAL_PHRASES, ...R.RESTRICTED_CLAIMS].some((p) => containsPhrase(sentence, p));

/** Collapses the spaces and the punctuation runs ("..", ". ,", " ,") left in a text. */
const tidyPunctuation = (s: string) =>
  collapseSpaces(s)
    .replace(/\s+([.,;:!?])/g, '$1')
    .replace(/([.!?])(?:\s*[.,;:])+/g, '$1')
    .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
    .replace(/^[\s.,;:!?-]+/, '');

/**
 * HTML tags become spaces; a sentence with a link, e-mail, phone number, promotional phrase or
 * restricted claim is dropped whole (cutting only the phrase would leave a broken fragment such as
 * "Visit for more."), so are sentences left without words.
 */
export function optimiseDescription(description: string, title: string, bullets: string[]): string {
  let marked = stripEmoji(description)
    .replace(/<br\s*\/?>|<\/p>/gi, '\n')
    .replace(/<[^>]+>/g, ' ');
  for (const pattern of CONTACT_DETAILS) marked = marked.replace(pattern, ` ${REMOVED} `);
  let d = marked
    .split('\n')
    .map((paragraph) =>
      tidyPunctuation(
        collapseSpaces(paragraph)
          .split(/(?<=[.!?])\s+/)
          .filter(keepSentence)
          .join(' '),
      ),
    )
    .filter(Boolean)
    .join('\n');
  if (!d)
    d = [title, ...bullets]
      .filter(Boolean)
      .map((s) => `${s.replace(/[.!?]$/, '')}.`)
      .join(' ');
  return truncateWords(d, R.DESCRIPTION_MAX_CHARS);
}

export function optimiseSearchTerms(
  current: string,
  title: string,
  keywords: string[],
  brand?: string,
): string {
  const inTitle = new Set(words(title));
  const banned = new Set([...R.SEARCH_TERMS_BANNED, ...words(brand ?? '')]);
  const out: string[] = [];
  for (const w of [...keywords.flatMap(words), ...words(current)]) {
    if (inTitle.has(w) || banned.has(w) || R.CONNECTING_WORDS.has(w) || out.includes(w)) continue;
    if (byteLength([...out, w].join(' ')) > R.SEARCH_TERMS_MAX_BYTES) break;
    out.push(w);
  }
  return out.join(' ');
}

export function optimiseListing(
  listing: ListingText,
  goal: ListingGoal,
  extras: ListingExtras = {},
): ListingText {
  const title = optimiseTitle(listing.title, listing.keywords, extras.brand);
  if (goal === 'seo')
    return {
      ...listing,
      title,
      searchTerms: optimiseSearchTerms(listing.searchTerms, title, listing.keywords, extras.brand),
    };
  const bullets = optimiseBullets(listing.bullets, extras.usp);
  return {
    title,
    bullets,
    description: optimiseDescription(listing.description, title, bullets),
    searchTerms: optimiseSearchTerms(listing.searchTerms, title, listing.keywords, extras.brand),
    keywords: listing.keywords,
  };
}
