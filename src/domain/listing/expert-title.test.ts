import { describe, expect, it } from 'vitest';
import { gradeListing } from './grade-listing.ts';
import { repeatedWords } from './listing-checks.ts';
import { optimiseTitle } from './optimize-title.ts';

// Titles as an expert seller rewrites them (issue 32, the lead's try in English and French).
describe('the optimised title reads as an expert wrote it', () => {
  it('in English: brand, attributes, then the product type, then its use cases joined with "and"', () => {
    const en = (title: string) => optimiseTitle(title, ['yoga mat'], { brand: 'Zenflow' });
    expect(en('Non Slip, Thick Yoga Mat for Pilates, Exercise')).toBe(
      'Zenflow Thick Non-Slip Yoga Mat for Pilates and Exercise',
    );
    expect(en('Non Slip Yoga Mat, Thick Yoga Mat for Pilates, Exercise Yoga Mat')).toBe(
      'Zenflow Thick Non-Slip Yoga Mat for Pilates and Exercise',
    );
    expect(en('Yoga Mat for Yoga, Pilates, Stretching')).toBe(
      'Zenflow Yoga Mat for Yoga, Pilates and Stretching',
    );
    expect(optimiseTitle('Dog Leash, Reflective', ['dog leash'])).toBe('Reflective Dog Leash');
    // A feature (a noun) said after the product type stays after it.
    expect(optimiseTitle('Bamboo Cutting Board, Juice Groove', ['cutting board'])).toBe(
      'Bamboo Cutting Board, Juice Groove',
    );
    // Words the dropped "Mat"s separated stay apart: "Pilates, Workout", not "Pilates Workout".
    expect(
      optimiseTitle(
        'Yoga Mat Non Slip Yoga Mat Thick Exercise Mat for Yoga Pilates Mat Workout Mat Fitness Mat',
        ['yoga mat'],
        { brand: 'Zenflow' },
      ),
    ).toBe('Zenflow Non-Slip Yoga Mat, Thick Exercise Mat for Yoga Pilates, Workout and Fitness');
  });

  it('in French: adjectives after the product type, "pour … et …", noun complements kept as units', () => {
    const fr = (title: string) =>
      optimiseTitle(title, ['tapis de yoga'], { brand: 'Zenflow', language: 'fr' });
    expect(fr('Antidérapant, Tapis de Yoga Épais pour Pilates, Fitness')).toBe(
      'Zenflow Tapis de Yoga Antidérapant Épais pour Pilates et Fitness',
    );
    // "tapis" four times: the bare "Tapis" goes (its adjective now follows the first), then the last
    // with its complement: "Tapis d’Exercice" stays whole, set apart as a phrase of its own.
    expect(fr('Tapis de Yoga Antidérapant Tapis Épais Tapis d’Exercice Tapis de Sol')).toBe(
      'Zenflow Tapis de Yoga Antidérapant Épais, Tapis d’Exercice',
    );
    // A dropped "Tapis" leaves its use case ("pour Pilates") to the noun before, not lost with it.
    expect(fr('Tapis de Yoga Antidérapant, Tapis de Sol Épais, Tapis pour Pilates, Fitness')).toBe(
      'Zenflow Tapis de Yoga Antidérapant, Tapis de Sol Épais pour Pilates et Fitness',
    );
    expect(fr('Tapis de yoga antidérapant épais tapis de sol pour pilates fitness tapis de gym')).toBe(
      'Zenflow Tapis de yoga antidérapant épais, tapis de sol pour pilates fitness',
    );
  });

  it('in Spanish and Italian: "y"/"e" join the use cases ("e" before an "i" in Spanish)', () => {
    expect(
      optimiseTitle('Antideslizante, Esterilla de Yoga Gruesa para Pilates, Fitness', ['esterilla de yoga'], {
        brand: 'Zenflow',
        language: 'es',
      }),
    ).toBe('Zenflow Esterilla de Yoga Antideslizante Gruesa para Pilates y Fitness');
    expect(
      optimiseTitle('Esterilla de Yoga para Pilates, Fitness, Ioga', ['esterilla de yoga'], {
        language: 'es',
      }),
    ).toBe('Esterilla de Yoga para Pilates, Fitness e Ioga');
    expect(
      optimiseTitle(
        'Antiscivolo, Tappetino Yoga Spesso per Pilates, Fitness, Ginnastica',
        ['tappetino yoga'],
        {
          brand: 'Zenflow',
          language: 'it',
        },
      ),
    ).toBe('Zenflow Tappetino Yoga Antiscivolo Spesso per Pilates, Fitness e Ginnastica');
  });

  it('on amazon.es and amazon.it: connecting words ("para", "con", "per", "di") are not repeats', () => {
    const es = 'Funda para iPhone 15 con Cordón, Funda para Móvil con Tarjetero para Mujer con Espejo';
    const it = 'Borraccia per Bambini con Cannuccia per Scuola con Moschettone per Sport con Tappo';
    expect(repeatedWords(es, 'es')).toEqual([]);
    expect(repeatedWords(it, 'it')).toEqual([]);
    const rule = (title: string, language: 'es' | 'it') =>
      gradeListing({ title, bullets: [], description: '', searchTerms: '', keywords: [] }, 'seo', {
        language,
      }).findings.find((f) => f.rule === 'titleRepeats')?.status;
    expect(rule(es, 'es')).toBe('pass');
    expect(rule(it, 'it')).toBe('pass');
    // The rewrite keeps them: nothing to drop.
    expect(optimiseTitle(it, [], { language: 'it' })).toBe(it);
    // On amazon.com "con" is a word like any other.
    expect(repeatedWords('Con Air Con Artist Con Game', 'en')).toEqual(['con']);
  });

  it('composes a composed title to itself', () => {
    for (const [title, keyword, language] of [
      ['Non Slip, Thick Yoga Mat for Pilates, Exercise', 'yoga mat', 'en'],
      ['Antidérapant, Tapis de Yoga Épais pour Pilates, Fitness', 'tapis de yoga', 'fr'],
      ['Antideslizante, Esterilla de Yoga para Pilates, Fitness', 'esterilla de yoga', 'es'],
    ] as const) {
      const once = optimiseTitle(title, [keyword], { brand: 'Zenflow', language });
      expect(optimiseTitle(once, [keyword], { brand: 'Zenflow', language })).toBe(once);
    }
  });
});
