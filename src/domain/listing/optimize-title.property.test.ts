import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { KeywordLanguage } from '../keywords/word-forms.ts';
import { counted, isConnecting, repeatedWords } from './listing-checks.ts';
import * as R from './listing-rules-data.ts';
import { optimiseTitle } from './optimize-title.ts';
import { repeatedPhraseOccurrences } from './repeated-phrases.ts';
import { containsPhrase, normalise } from './text.ts';

/**
 * Cases per property: 100 in `npm test`, 500 in `npm run test:deep` (SCOUT_FUZZ_RUNS=1000), which
 * CI runs when the domain changes. An optimisation costs ~15–50 ms, and 300 cases of each property
 * made these two files a third of the unit tests' time.
 */
const RUNS = Math.round(Number(process.env.SCOUT_FUZZ_RUNS ?? 200) / 2);
/** A minute per hundred cases at the least: a deep run of thousands must not stop on the clock. */
const TIMEOUT = Math.max(60_000, RUNS * 600);
/** A run to replay (fast-check prints the seed of a failure): `SCOUT_FUZZ_SEED=<seed>`; random otherwise. */
const SEED = process.env.SCOUT_FUZZ_SEED ? Number(process.env.SCOUT_FUZZ_SEED) : undefined;

/** The language's "and" (and Spanish "e"), the one word the optimizer may add to join use cases. */
const isJoin = (w: string) => Object.values(R.JOIN_WORD).includes(w) || w === 'e';

/**
 * What is left is the title's own words, in its order (a subsequence), the "and" that joins the
 * last use case aside.
 */
function expectInOrder(out: string, t: string) {
  const source = normalise(t).split(' ');
  let i = 0;
  for (const w of normalise(out).split(' ').filter(Boolean)) {
    if (isJoin(w)) continue;
    while (i < source.length && source[i] !== w) i++;
    expect(i < source.length, `"${w}" of "${out}" out of order in "${t}"`).toBe(true);
    i++;
  }
}

const startsWith = (out: string, phrase: string) => `${normalise(out)} `.startsWith(`${normalise(phrase)} `);

/**
 * Nothing invented: each word of the output is a word of the title, used no more often than there
 * (the optimizer reorders, joins and drops), the "and" joining the last use case aside.
 */
function expectNothingInvented(out: string, t: string) {
  const left = new Map<string, number>();
  for (const w of normalise(t).split(' ').filter(Boolean)) left.set(w, (left.get(w) ?? 0) + 1);
  for (const w of normalise(out).split(' ').filter(Boolean)) {
    const n = left.get(w) ?? 0;
    if (n === 0 && isJoin(w)) continue;
    expect(n, `"${w}" of "${out}" is not in "${t}" (or once more)`).toBeGreaterThan(0);
    left.set(w, n - 1);
  }
}

/**
 * The product type not split from its attributes: the part right before the main keyword's part is
 * not a bare attribute list (one to three words, no connecting word, none of the keyword's words).
 */
function expectAttributesWithProduct(out: string, main: string, lang: KeywordLanguage) {
  const parts = out.split(/\s+[-–|]\s*|\s*[-–|]\s+|\s*[,;|]\s*/);
  const at = parts.findIndex((p) => containsPhrase(p, main));
  const mainWords = new Set(normalise(main).split(' '));
  for (const p of at > 0 ? [parts[at - 1]] : []) {
    const ws = normalise(p).split(' ').filter(Boolean);
    const attributes = ws.length <= 3 && ws.every((w) => counted(w, lang) && !mainWords.has(w));
    expect(attributes, `"${p}" left apart from "${main}" in "${out}"`).toBe(false);
  }
}

/**
 * The first occurrence of the main keyword always stays, repeats go later in the title: a title that
 * starts with it (after the brand) still does in French, Spanish and Italian, where attributes follow
 * the noun ("Tapis de Yoga Tapis de Yoga - pour Pilates - … Tapis de Yoga d’Exercice" lost its
 * leading "Tapis de Yoga" to the longer fragment that said it again). In English, adjectives may
 * come before it: the title still holds it.
 */
function expectLeadingProductType(
  out: string,
  t: string,
  main: string,
  lang: KeywordLanguage,
  brand?: string,
) {
  const head = brand ? `${brand} ` : '';
  expect(containsPhrase(out, main), out).toBe(true);
  if (lang !== 'en' && startsWith(t, `${head}${main}`))
    expect(startsWith(out, `${head}${main}`), `"${out}" lost the leading "${main}" of "${t}"`).toBe(true);
}

const word = fc.constantFrom(
  'Dog',
  'Leash',
  'dog',
  'leash',
  'Best',
  'Seller',
  'Strong',
  'Rope',
  'Reflective',
  '#1',
);
const separator = fc.constantFrom(' - ', ' | ', ', ', ' ', ' -', '- ', ' – ');
const title = fc
  .array(fc.tuple(word, separator), { maxLength: 14 })
  .map((parts) => parts.map(([w, s]) => w + s).join(''));

describe('optimiseTitle on any title', () => {
  it(
    'leaves no empty fragment, no fragment said twice, no run twice in a row, and keeps the main keyword',
    () => {
      fc.assert(
        fc.property(title, (t) => {
          const out = optimiseTitle(t, ['dog leash']);
          expect(out).not.toMatch(/(^|\s)[-–|,]\s*([-–|,]|$)/);
          expect(out).not.toMatch(/^[-–|,\s]/);
          // Fragments (between " - ", " | ", ", "): none says again what another says, and inside
          // one no run of words comes twice in a row ("Dog Leash Dog Leash").
          const fragments = out.split(/\s+[-–|]\s*|\s*[-–|]\s+|\s*[,|]\s*/).filter(Boolean);
          fragments.forEach((f, i) => {
            fragments.forEach((g, j) => {
              if (i !== j) expect(containsPhrase(g, f), `"${f}" again in "${g}" of "${out}"`).toBe(false);
            });
            const ws = f.split(/\s+/).map(normalise);
            for (let n = 1; 2 * n <= ws.length; n++)
              for (let k = 0; k + 2 * n <= ws.length; k++)
                expect(ws.slice(k, k + n).join(' ')).not.toBe(ws.slice(k + n, k + 2 * n).join(' '));
          });
          expect(normalise(out)).toContain('dog leash');
        }),
        { numRuns: RUNS, seed: SEED },
      );
    },
    TIMEOUT,
  );

  it(
    'in French: no word more than twice, the main keyword kept, words left in their order',
    () => {
      const mot = fc.constantFrom(
        'Tapis',
        'tapis',
        'de',
        'Yoga',
        'd’Exercice',
        'Sol',
        'pour',
        'Épais',
        'Pilates',
      );
      const titre = fc
        .array(fc.tuple(mot, separator), { minLength: 1, maxLength: 14 })
        .map((parts) => `Tapis de Yoga ${parts.map(([w, sep]) => w + sep).join('')}`.trim());
      fc.assert(
        fc.property(titre, (t) => {
          const out = optimiseTitle(t, ['tapis de yoga'], { language: 'fr' });
          expect(repeatedWords(out, 'fr'), out).toEqual([]);
          expectLeadingProductType(out, t, 'tapis de yoga', 'fr');
          expectNothingInvented(out, t);
          // Adjectives follow the noun in French: only attribute parts said before the product type move
          // (after it); a title that keeps its product type first keeps its words' order.
          if (startsWith(out, 'tapis de yoga')) expectInOrder(out, t);
        }),
        { numRuns: RUNS, seed: SEED },
      );
    },
    TIMEOUT,
  );

  // Stuffed titles as sellers write them: the main keyword and other phrases written again, with
  // plurals, capitals, accents, hyphens, adjectives and connecting words between them.
  const stuffed = (start: string, pieces: string[]) =>
    fc
      .array(fc.tuple(fc.constantFrom(...pieces), separator), { minLength: 1, maxLength: 12 })
      .map((parts) => `${start} ${parts.map(([w, sep]) => w + sep).join('')}`.trim());
  const cases = [
    {
      lang: 'en' as const,
      main: 'yoga mat',
      start: 'Yoga Mat',
      pieces: [
        'Yoga Mat',
        'yoga mats',
        'YOGA MAT',
        'Non Slip',
        'Non-Slip',
        'Thick',
        'Exercise Mat',
        'for',
        'and',
      ],
    },
    {
      lang: 'fr' as const,
      main: 'tapis de yoga',
      start: 'Tapis de Yoga',
      pieces: [
        'Tapis de Yoga',
        'tapis de yoga',
        'Tapis de Sol',
        'Antidérapant',
        'Antiderapant',
        'Épais',
        'd’Exercice',
        'pour Pilates',
        'et',
        'de Voyage',
      ],
    },
  ];
  for (const { lang, main, start, pieces } of cases)
    it(
      `in ${lang}: no phrase of two or more words twice, no word beyond the rule, the main keyword once in the first part, nothing invented, stable`,
      () => {
        fc.assert(
          fc.property(stuffed(start, pieces), fc.constantFrom(undefined, 'Zenflow'), (t, brand) => {
            const out = optimiseTitle(t, [main], { language: lang, brand });
            expect(repeatedPhraseOccurrences(out, lang), out).toEqual([]);
            expect(repeatedWords(out, lang), out).toEqual([]);
            // Once: present, and (no phrase twice) never again in any form.
            expect(containsPhrase(out, main), out).toBe(true);
            expectLeadingProductType(out, `${brand ?? ''} ${t}`, main, lang, brand);
            expectAttributesWithProduct(out, main, lang);
            expectNothingInvented(out, `${brand ?? ''} ${t}`);
            // French adjectives follow the noun: a title starting on its product type keeps its order;
            // English ones precede it, and move there.
            if (lang === 'fr' && startsWith(out, `${brand ?? ''} ${main}`))
              expectInOrder(out, `${brand ?? ''} ${t}`);
            // Deterministic and idempotent: optimising the optimised title changes nothing.
            expect(optimiseTitle(out, [main], { language: lang, brand }), t).toBe(out);
          }),
          { numRuns: RUNS, seed: SEED },
        );
      },
      TIMEOUT,
    );

  // Spanish and Italian titles with their connecting words written again and again.
  const romance: { lang: KeywordLanguage; main: string; start: string; pieces: string[] }[] = [
    {
      lang: 'es',
      main: 'esterilla de yoga',
      start: 'Esterilla de Yoga',
      pieces: [
        'Esterilla de Yoga',
        'Antideslizante',
        'Gruesa',
        'para Pilates',
        'con Correa',
        'y',
        'de Viaje',
        'Fitness',
        'Ioga',
      ],
    },
    {
      lang: 'it',
      main: 'tappetino yoga',
      start: 'Tappetino Yoga',
      pieces: [
        'Tappetino Yoga',
        'Antiscivolo',
        'Spesso',
        'per Pilates',
        'con Cinghia',
        'e',
        'di Sughero',
        'da Viaggio',
        'Fitness',
      ],
    },
  ];
  for (const { lang, main, start, pieces } of romance)
    it(
      `in ${lang}: connecting words never counted as repeats, nothing invented, the main keyword kept, stable`,
      () => {
        fc.assert(
          fc.property(stuffed(start, pieces), (t) => {
            const out = optimiseTitle(t, [main], { language: lang });
            const repeated = repeatedWords(out, lang);
            expect(repeated, out).toEqual([]);
            expect(
              repeatedWords(t, lang).some((w) => isConnecting(w, lang)),
              t,
            ).toBe(false);
            expect(containsPhrase(out, main), out).toBe(true);
            expectLeadingProductType(out, t, main, lang);
            expectNothingInvented(out, t);
            if (startsWith(out, main)) expectInOrder(out, t);
            expect(optimiseTitle(out, [main], { language: lang }), t).toBe(out);
          }),
          { numRuns: Math.ceil((RUNS * 2) / 3), seed: SEED },
        );
      },
      TIMEOUT,
    );
});
