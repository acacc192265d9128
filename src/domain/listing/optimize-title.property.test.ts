import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { repeatedWords } from './listing-checks.ts';
import { optimiseTitle } from './optimize-title.ts';
import { repeatedPhraseOccurrences } from './repeated-phrases.ts';
import { containsPhrase, normalise } from './text.ts';

/**
 * Cases per property: 100 in `npm test`, 500 in `npm run test:deep` (SCOUT_FUZZ_RUNS=1000), which
 * CI runs when the domain changes. An optimisation costs ~15–50 ms, and 300 cases of each property
 * made these two files a third of the unit tests' time.
 */
const RUNS = Math.round(Number(process.env.SCOUT_FUZZ_RUNS ?? 200) / 2);

/** What is left is the title's own words, in its order (a subsequence). */
function expectInOrder(out: string, t: string) {
  const source = normalise(t).split(' ');
  let i = 0;
  for (const w of normalise(out).split(' ').filter(Boolean)) {
    while (i < source.length && source[i] !== w) i++;
    expect(i < source.length, `"${w}" of "${out}" out of order in "${t}"`).toBe(true);
    i++;
  }
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
  it('leaves no empty fragment, no fragment said twice, no run twice in a row, and keeps the main keyword', () => {
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
      { numRuns: RUNS },
    );
  }, 60_000);

  it('in French: no word more than twice, the main keyword kept, words left in their order', () => {
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
        expect(normalise(out)).toContain('tapis de yoga');
        expectInOrder(out, t);
      }),
      { numRuns: RUNS },
    );
  }, 60_000);

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
    it(`in ${lang}: no phrase of two or more words twice, no word beyond the rule, the main keyword once, words in order`, () => {
      fc.assert(
        fc.property(stuffed(start, pieces), (t) => {
          const out = optimiseTitle(t, [main], { language: lang });
          expect(repeatedPhraseOccurrences(out, lang), out).toEqual([]);
          expect(repeatedWords(out, lang), out).toEqual([]);
          // Once: present, and (no phrase twice) never again in any form.
          expect(containsPhrase(out, main), out).toBe(true);
          expectInOrder(out, t);
        }),
        { numRuns: RUNS },
      );
    }, 60_000);
});
