/**
 * Word and phrase repeats in a title: Amazon suppresses a title that writes a word (connecting words
 * aside) more than twice, plurals counted as the word; a phrase said twice only wastes room and
 * reads as stuffing, and goes too (docs/toolkit.md "Listing optimizer").
 */
import type { KeywordLanguage } from '../keywords/word-forms.ts';
import { counted, repeatedWords } from './listing-checks.ts';
import * as R from './listing-rules-data.ts';
import { type PhraseAt, repeatedPhraseOccurrences } from './repeated-phrases.ts';
import { collapseSpaces, normalise, phraseIndex, wordKeyOf } from './text.ts';

/** How many times each counted word (plural folded) is written. */
export function wordCounts(text: string, lang: KeywordLanguage): Map<string, number> {
  const counts = new Map<string, number>();
  for (const w of normalise(text).split(' '))
    if (counted(w, lang)) {
      const k = wordKeyOf(w, lang);
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
  return counts;
}

/** The title's tokens (words with their punctuation) and the folded keys of the words each holds. */
const tokensOf = (title: string, lang: KeywordLanguage) =>
  title
    .split(' ')
    .filter(Boolean)
    .map((raw) => {
      const keys = normalise(raw)
        .split(' ')
        .filter((w) => counted(w, lang))
        .map((w) => wordKeyOf(w, lang));
      return { raw, keys, key: keys.join('+') };
    });

type Token = ReturnType<typeof tokensOf>[number];

/** Whether an occurrence of a phrase holds none of the protected tokens. */
const isFree = (o: PhraseAt, kept: Set<number>) =>
  Array.from({ length: o.n }, (_, k) => o.start + k).every((i) => !kept.has(i));

/**
 * The later copy of a phrase the title already wrote (repeated-phrases.ts: two or more counted
 * words, connecting words between them, "Tapis de Yoga"), holding an over-used word and none of the
 * protected tokens; the longest first.
 */
function repeatedPhrase(
  title: string,
  lang: KeywordLanguage,
  over: Set<string>,
  kept: Set<number>,
): [number, number] | null {
  for (const p of repeatedPhraseOccurrences(title, lang)) {
    if (!p.key.split(' ').some((k) => over.has(k))) continue;
    const later = p.at
      .slice(1)
      .reverse()
      .find((o) => isFree(o, kept));
    if (later) return [later.start, later.n];
  }
  return null;
}

/**
 * The last unprotected token holding an over-used word (the first uses stay). In French, Spanish and
 * Italian, a noun without a complement inside a part goes first: "Tapis de Yoga Antidérapant Tapis
 * Épais Tapis de Sol" loses "Tapis" before "Épais" (its adjective then follows the first one), and
 * "Tapis de Sol", another search, stays whole.
 */
function overUsedToken(tokens: Token[], over: Set<string>, kept: Set<number>, lang: KeywordLanguage): number {
  let last = -1;
  const firstUse = (i: number) =>
    tokens[i].keys.every((k) => !over.has(k) || tokens.findIndex((x) => x.keys.includes(k)) === i);
  for (let i = tokens.length - 1; i >= 0; i--) {
    if (kept.has(i) || !tokens[i].keys.some((k) => over.has(k))) continue;
    if (!R.NOUN_FIRST.has(lang)) return i;
    const insidePart = i > 0 && tokens[i - 1].key && !/[,;|]$/.test(tokens[i - 1].raw) && !firstUse(i);
    if (insidePart && complementAfter(tokens, i, kept) === 0) return i;
    if (last < 0) last = i;
  }
  return last;
}

/** The indices of the tokens that make up the first occurrence of each phrase to keep. */
function protectedTokens(title: string, tokens: Token[], keep: string[]): Set<number> {
  const out = new Set<number>();
  for (const phrase of keep) {
    const at = phrase ? phraseIndex(title, phrase) : -1;
    if (at < 0) continue;
    const end = at + phrase.length;
    let offset = 0;
    tokens.forEach((x, i) => {
      const start = title.indexOf(x.raw, offset);
      offset = start + x.raw.length;
      if (start < end && offset > at) out.add(i);
    });
  }
  return out;
}

/** An elided article or preposition glued to its word: "d’Exercice", "l'Eau", "dell’Acqua". */
const ELIDED = /^(?:d|l|dell|all|dall|nell|sull)['’]\p{L}/iu;

/** A noun's complement of belonging ("de Voyage", "d’Exercice", "del Agua", "di Sughero"). */
const OF_WORD = new Set(['de', 'du', 'des', 'del', 'di', 'della', 'dello', 'dei', 'degli', 'delle']);
/** The words opening a noun's complement: belonging, material, purpose ("en Inox", "à Café", "da Yoga"). */
const COMPLEMENT_WORD = new Set([...OF_WORD, 'en', 'a', 'da']);

/**
 * How many tokens after the noun at `at` make up its complement: one glued ("d’Exercice"), two for a
 * complement's word and its word ("de Sol", "en Inox"), none otherwise ("pour Pilates" is the
 * title's use, kept for the noun before) or when the complement is protected.
 */
function complementAfter(tokens: Token[], at: number, kept: Set<number>): number {
  const next = tokens[at + 1];
  if (!next || /[,;|]$/.test(tokens[at].raw)) return 0;
  if (ELIDED.test(next.raw)) return kept.has(at + 1) ? 0 : 1;
  const word = tokens[at + 2];
  if (
    COMPLEMENT_WORD.has(normalise(next.raw)) &&
    !next.key &&
    word?.key &&
    !kept.has(at + 1) &&
    !kept.has(at + 2)
  )
    return 2;
  return 0;
}

/**
 * No word more than TITLE_MAX_WORD_REPEATS times: first drops a later phrase of two to four words
 * that the title already wrote and that holds an over-used word ("… Yoga Mat Thick, Yoga Mat" →
 * the second "Yoga Mat"), then the last uses of each over-used word, never the first occurrence of
 * the phrases in `keep` (the brand, the main keyword).
 */
export function limitRepeats(title: string, lang: KeywordLanguage = 'en', keep: string[] = []): string {
  let t = title;
  for (let guard = 0; guard < 60 && repeatedWords(t, lang).length; guard++) {
    const tokens = tokensOf(t, lang);
    const over = new Set(repeatedWords(t, lang));
    const kept = protectedTokens(t, tokens, keep);
    let [at, n] = repeatedPhrase(t, lang, over, kept) ?? [overUsedToken(tokens, over, kept, lang), 1];
    if (at < 0) [at, n] = [overUsedToken(tokens, over, new Set(), lang), 1];
    if (at < 0) break;
    // A phrase dropped after a connecting word takes it along ("Cases for iPhone 15 Pro Max Case"
    // → "Cases Case…", not "Cases for Case…").
    if (n > 1 && at > 0 && !tokens[at - 1].key && /^[\p{L}]+$/u.test(tokens[at - 1].raw))
      [at, n] = [at - 1, n + 1];
    // French, Spanish and Italian put a noun's complement after it: a dropped noun takes its
    // complement along ("… Tapis d’Exercice …", "… Tapis de Sol" → neither "d’Exercice" nor "de Sol"
    // left dangling).
    if (n === 1 && R.NOUN_FIRST.has(lang)) n += complementAfter(tokens, at, kept);
    t = withoutTokens(tokens, at, n, lang);
  }
  return t;
}

/**
 * The title without tokens [at, at + n); punctuation that ended them stays with the word before.
 * A part left starting on a connecting word joins the part before it: "… Tapis de Sol Antidérapant,
 * Tapis de Sol pour Fitness" → "… Antidérapant pour Fitness", not "… Antidérapant, pour Fitness".
 * In English, where a noun ends its phrase, the dropped words ended one: a comma keeps the phrases
 * apart ("for Pilates Mat Workout Mat" → "for Pilates, Workout", not one "Pilates Workout").
 */
function withoutTokens(tokens: Token[], at: number, n: number, lang: KeywordLanguage): string {
  const trailing = tokens[at + n - 1].raw.match(/[,;|]$/)?.[0] ?? '';
  const after = tokens[at + n];
  const joins = !trailing && after && !after.key && /^[\p{L}]+$/u.test(after.raw);
  const rest = [...tokens.slice(0, at).map((x) => x.raw), ...tokens.slice(at + n).map((x) => x.raw)];
  if (trailing && at > 0 && !/[,;|]$/.test(rest[at - 1])) rest[at - 1] += trailing;
  if (joins && at > 0) rest[at - 1] = rest[at - 1].replace(/[,;]$/, '');
  const endsPhrase = lang === 'en' && !trailing && at > 0 && tokens[at - 1].key && after?.key;
  if (endsPhrase && /[\p{L}\p{N}]$/u.test(rest[at - 1])) rest[at - 1] += ',';
  return collapseSpaces(rest.join(' '));
}

/**
 * No phrase of two or more counted words written twice (repeated-phrases.ts): the last occurrence
 * that protects nothing goes ("Tapis de Yoga Antidérapant Tapis de Yoga Épais" → "Tapis de Yoga
 * Antidérapant Épais": the adjectives that followed it now follow the first), with the connecting word
 * before it, and in French, Spanish and Italian with the complement of belonging that only
 * qualified it ("… Tapis de Yoga de Voyage" → no "de Voyage" left dangling). The longest phrases go
 * first; the first occurrence of the brand and of the main keyword is never dropped.
 */
export function dropRepeatedPhrases(
  title: string,
  lang: KeywordLanguage = 'en',
  keep: string[] = [],
): string {
  let t = title;
  for (let guard = 0; guard < 30; guard++) {
    const tokens = tokensOf(t, lang);
    const kept = protectedTokens(t, tokens, keep);
    let drop: PhraseAt | undefined;
    for (const p of repeatedPhraseOccurrences(t, lang)) {
      drop = [...p.at].reverse().find((o) => isFree(o, kept));
      if (drop) break;
    }
    if (!drop) break;
    let { start: at, n } = drop;
    const before = tokens[at - 1];
    if (before && !before.key && /^[\p{L}]+$/u.test(before.raw) && !kept.has(at - 1))
      [at, n] = [at - 1, n + 1];
    const next = tokens[at + n];
    if (R.NOUN_FIRST.has(lang) && next && !/[,;|]$/.test(tokens[at + n - 1].raw)) {
      if (ELIDED.test(next.raw) && /^d/i.test(next.raw) && !kept.has(at + n)) n += 1;
      else if (
        OF_WORD.has(normalise(next.raw)) &&
        tokens[at + n + 1]?.key &&
        !kept.has(at + n) &&
        !kept.has(at + n + 1)
      )
        n += 2;
    }
    t = withoutTokens(tokens, at, n, lang);
  }
  return t;
}
