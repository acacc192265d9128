/**
 * The title's fragments (the parts between " - ", "|", ",", ";"): promotional phrases and claims
 * taken out, empty fragments, fragments said twice and connecting words left at a fragment's end
 * dropped (docs/toolkit.md "Listing optimizer").
 */
import type { KeywordLanguage } from '../keywords/word-forms.ts';
import { isConnecting } from './listing-checks.ts';
import * as R from './listing-rules-data.ts';
import { collapseSpaces, containsPhrase, hasPhrase, normalise, removePhrase } from './text.ts';

const DANGLING_WORDS = 'and|or|with|for|of|the|to|by|from|et|ou|avec|pour|de|du|des|la|le|les|par';
/**
 * The connecting words a part must not end on, per language (single letters aside: "Vitamina E" ends
 * on a word, not on Italian's "e").
 */
const DANGLING_OF: Partial<Record<KeywordLanguage, string>> = {
  es: 'con|para|por|del|el|los|las|en|sin',
  it: 'ed|con|per|di|da|del|della|dei|il|lo|gli|in|su|senza',
  de: 'und|oder|mit|für|fur|von|zu|der|die|das|den|dem',
};
const danglingEnd = (lang: KeywordLanguage) =>
  new RegExp(
    `(?:[\\s,;:-]+(?:${DANGLING_WORDS}${DANGLING_OF[lang] ? `|${DANGLING_OF[lang]}` : ''}))+[\\s,;:!.-]*$`,
    'iu',
  );

const FLAGGED = [...R.PROMOTIONAL_PHRASES, ...R.RESTRICTED_CLAIMS];

/**
 * Removes promotional phrases and restricted claims, then any connecting word left dangling at the
 * end; again until none is left (a removal may join the words of another: "Best eco-friendly Seller").
 */
export function cleanPhrases(s: string, lang: KeywordLanguage = 'en'): string {
  const dangling = danglingEnd(lang);
  let out = s;
  for (let i = 0; i < 10; i++) {
    const next = FLAGGED.reduce((acc, p) => (hasPhrase(acc, p) ? removePhrase(acc, p) : acc), out).replace(
      dangling,
      '',
    );
    if (next === out) break;
    out = next;
  }
  return out;
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

const onlyConnectingWords = (s: string, lang: KeywordLanguage) =>
  normalise(s)
    .split(' ')
    .every((w) => isConnecting(w, lang));

/** Title separators between fragments: " - ", "|", ",", ";", en and em dashes. */
export const FRAGMENT_SEPARATOR = /(\s+[-–—|]\s*|\s*[-–—|]\s+|\s*[,;|]\s*)/;

/**
 * Drops empty fragments (a separator left by a removed phrase) and fragments whose words the title
 * already said before them, connecting words a fragment ends on, then trailing separators. A
 * fragment a later, longer one says again goes too, but never the one holding the first occurrence of
 * a phrase in `keep` (the brand, the main keyword): an expert keeps the
 * product type where the title first says it and drops its repeats further on ("Tapis de Yoga -
 * pour Pilates - Tapis de Yoga d’Exercice" keeps its leading "Tapis de Yoga").
 */
export function tidyFragments(title: string, lang: KeywordLanguage = 'en', keep: string[] = []): string {
  const dangling = danglingEnd(lang);
  const pieces = title.split(FRAGMENT_SEPARATOR);
  const cleaned = pieces.map((p, i) =>
    i % 2
      ? p
      : dropRepeatedRuns(collapseSpaces(p.replace(/^[-–—|,;\s]+|[-–—|,;\s]+$/g, ''))).replace(dangling, ''),
  );
  const firstHolding = (phrase: string) =>
    cleaned.findIndex((p, j) => j % 2 === 0 && containsPhrase(p, phrase));
  const holdsKept = (i: number) => keep.some((k) => k && firstHolding(k) === i);
  // A fragment a later, longer one says again ("Leash - Dog Leash") is left out too.
  const saidLater = (i: number) =>
    !holdsKept(i) &&
    cleaned.some(
      (other, j) =>
        j > i && j % 2 === 0 && other.length > cleaned[i].length && containsPhrase(other, cleaned[i]),
    );
  let out = '';
  for (let i = 0; i < pieces.length; i += 2) {
    const fragment = cleaned[i];
    if (!/[\p{L}\p{N}]/u.test(fragment) || onlyConnectingWords(fragment, lang)) continue;
    if ((out && containsPhrase(out, fragment)) || saidLater(i)) continue;
    const separator = i > 0 ? pieces[i - 1] : '';
    out = out
      ? `${out}${separator.includes(',') || separator.includes(';') ? `${separator.trim()} ` : ` ${separator.trim()} `}${fragment}`
      : fragment;
  }
  return collapseSpaces(out);
}
