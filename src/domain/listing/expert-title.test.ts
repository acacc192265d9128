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

  it('in English: "<noun> for <what>" written as sellers search it, with the title\'s own spellings', () => {
    const spigen = (title: string) => optimiseTitle(title, ['iphone 15 pro max case'], { brand: 'Spigen' });
    expect(spigen('Clear Case for iPhone 15 Pro Max')).toBe('Spigen Clear iPhone 15 Pro Max Case');
    expect(spigen('Case for iPhone 15 Pro Max, Clear Case iPhone 15 Pro Max Cases')).toBe(
      'Spigen iPhone 15 Pro Max Case, Clear Case',
    );
    // Added in front, the keyword keeps "iPhone" as the title writes it, not Title Case's "Iphone".
    expect(spigen('Shockproof Cover with MagSafe for the iPhone 15 Pro Max')).toMatch(
      /^Spigen iPhone 15 Pro Max Case\b/,
    );
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

  it('keeps the first occurrence of the product type: repeats go later, never the first one', () => {
    // The French property's counterexample: the longer fragment that said "Tapis de Yoga" again took
    // the leading one away ("pour Pilates - Épais - Tapis de Yoga d’Exercice").
    expect(
      optimiseTitle(
        'Tapis de Yoga Tapis de Yoga - pour Pilates - Épais - Tapis de Yoga d’Exercice -',
        ['tapis de yoga'],
        {
          language: 'fr',
        },
      ),
    ).toBe('Tapis de Yoga pour Pilates - Épais');
    expect(
      optimiseTitle('Tapis de Yoga - Antidérapant Épais - Tapis de Yoga de Voyage', ['tapis de yoga'], {
        brand: 'Zenflow',
        language: 'fr',
      }),
    ).toBe('Zenflow Tapis de Yoga - Antidérapant Épais');
    // A fragment that only repeats a shorter one before it still goes when it holds no kept phrase.
    expect(optimiseTitle('Leash - Dog Leash, Reflective', ['dog leash'])).toBe('Reflective Dog Leash');
  });

  it('recognises the main keyword as the title says it, with or without connecting words', () => {
    // Amazon's search ignores "en", "de", "in" and matches plurals: the title already says it, and
    // it is not written again in front ("Gourde inox - Gourde en Inox…").
    expect(
      optimiseTitle('Gourde en Inox Isotherme 750ml pour Sport, Randonnée', ['gourde inox'], {
        brand: 'Hydra',
        language: 'fr',
      }),
    ).toBe('Hydra Gourde en Inox Isotherme 750ml pour Sport et Randonnée');
    // French adjectives come between the noun and its complement.
    expect(
      optimiseTitle('Gourde Isotherme en Inox 1L sans BPA pour Enfant, École', ['gourde inox'], {
        brand: 'Hydra',
        language: 'fr',
      }),
    ).toBe('Hydra Gourde Isotherme en Inox 1L sans BPA pour Enfant et École');
    expect(
      optimiseTitle('Antidérapant, Tapis de Yoga Épais pour Pilates, Fitness', ['tapis yoga'], {
        language: 'fr',
      }),
    ).toBe('Tapis de Yoga Antidérapant Épais pour Pilates et Fitness');
    expect(
      optimiseTitle(
        'Botella de Acero Inoxidable Térmica para Deporte, Gimnasio, Ciclismo',
        ['botella acero'],
        {
          language: 'es',
        },
      ),
    ).toBe('Botella de Acero Inoxidable Térmica para Deporte, Gimnasio y Ciclismo');
    expect(
      optimiseTitle('Borraccia in Acciaio Inox Termica per Sport, Scuola, Palestra', ['borraccia acciaio'], {
        language: 'it',
      }),
    ).toBe('Borraccia in Acciaio Inox Termica per Sport, Scuola e Palestra');
    expect(optimiseTitle('Yoga Mats Non Slip Thick', ['yoga mat'])).toBe('Thick Non-Slip Yoga Mats');
    // English puts adjectives before the noun: "Yoga Block and Mat Strap" does not say "yoga mat".
    expect(optimiseTitle('Yoga Block and Mat Strap', ['yoga mat'])).toBe(
      'Yoga Mat - Yoga Block and Mat Strap',
    );
    // The grader reads it the same way: the main keyword is there, early.
    const main = (title: string, keyword: string, language: 'en' | 'fr') =>
      gradeListing({ title, bullets: [], description: '', searchTerms: '', keywords: [keyword] }, 'seo', {
        language,
      }).findings.find((f) => f.rule === 'titleMainKeyword')?.status;
    expect(main('Hydra Gourde en Inox Isotherme', 'gourde inox', 'fr')).toBe('pass');
    expect(main('Hydra Steel Water Bottles, Insulated', 'steel water bottle', 'en')).toBe('pass');
    expect(main('Hydra Water Bottle, Steel', 'steel water bottle', 'en')).toBe('fail');
  });

  it("puts a keyword's attribute next to the product type, never after the use cases", () => {
    expect(
      optimiseTitle('Steel Water Bottle for Gym, Hiking', ['steel water bottle', 'insulated water bottle'], {
        brand: 'Hydra',
      }),
    ).toBe('Hydra Insulated Steel Water Bottle for Gym and Hiking');
    // "bouteille inox" names another product: its "bouteille" goes to the search terms, not the title.
    expect(
      optimiseTitle(
        'Gourde Inox pour Vélo, Randonnée',
        ['gourde inox', 'bouteille inox', 'gourde isotherme'],
        {
          brand: 'Hydra',
          language: 'fr',
        },
      ),
    ).toBe('Hydra Gourde Inox Isotherme pour Vélo et Randonnée');
    expect(
      optimiseTitle('Botella Acero para Deporte, Gimnasio', ['botella acero', 'botella térmica'], {
        language: 'es',
      }),
    ).toBe('Botella Acero Térmica para Deporte y Gimnasio');
    expect(
      optimiseTitle('Borraccia Acciaio per Sport, Scuola', ['borraccia acciaio', 'borraccia termica'], {
        language: 'it',
      }),
    ).toBe('Borraccia Acciaio Termica per Sport e Scuola');
    // A use case set apart joins the product type: "Yoga Mat for Pilates", not "Yoga Mat - for Pilates".
    expect(
      optimiseTitle('Non Slip Yoga Mat | for Pilates, Exercise', ['yoga mat'], { brand: 'Zenflow' }),
    ).toBe('Zenflow Non-Slip Yoga Mat for Pilates and Exercise');
  });

  it('names the product, its size, then its use cases — never "and 32 Oz"', () => {
    expect(
      optimiseTitle(
        'Steel Water Bottle for Gym, Hiking - Water Bottle Steel Water Bottle 32 oz',
        ['steel water bottle'],
        {
          brand: 'Hydra',
        },
      ),
    ).toBe('Hydra Steel Water Bottle 32 Oz for Gym and Hiking');
    expect(
      optimiseTitle('Gourde Inox pour Sport, Vélo - 750ml', ['gourde inox'], {
        brand: 'Hydra',
        language: 'fr',
      }),
    ).toBe('Hydra Gourde Inox 750ml pour Sport et Vélo');
  });

  it('brings an attribute said apart next to the product type when they make one of the keywords', () => {
    // Seen in the UI: "Zenflow Tapis de Yoga pour Pilates - Épais", with "tapis de yoga épais" a keyword.
    expect(
      optimiseTitle(
        'Tapis de Yoga Tapis de Yoga - pour Pilates - Épais - Tapis de Yoga d’Exercice -',
        ['tapis de yoga', 'tapis de yoga épais', 'tapis de sol'],
        { brand: 'Zenflow', language: 'fr' },
      ),
    ).toBe('Zenflow Tapis de Yoga Épais pour Pilates');
    expect(optimiseTitle('Yoga Mat for Pilates, Exercise - Thick', ['yoga mat', 'thick yoga mat'])).toBe(
      'Thick Yoga Mat for Pilates and Exercise',
    );
    // A use-case list ends on "et" before a part of another kind.
    expect(
      optimiseTitle(
        'Gourde Isotherme en Inox 1L sans BPA pour Sport, Randonnée, Vélo - Gourde Inox Enfant - gourde inox',
        ['gourde inox', 'gourde isotherme', 'bouteille inox'],
        { brand: 'Hydra', language: 'fr' },
      ),
    ).toBe('Hydra Gourde Isotherme en Inox 1L sans BPA pour Sport, Randonnée et Vélo - Gourde Inox Enfant');
  });

  it('composes a composed title to itself', () => {
    for (const [title, keyword, language] of [
      ['Non Slip, Thick Yoga Mat for Pilates, Exercise', 'yoga mat', 'en'],
      ['Antidérapant, Tapis de Yoga Épais pour Pilates, Fitness', 'tapis de yoga', 'fr'],
      ['Antideslizante, Esterilla de Yoga para Pilates, Fitness', 'esterilla de yoga', 'es'],
      ['Gourde Isotherme en Inox pour Sport, Randonnée', 'gourde inox', 'fr'],
      ['Borraccia in Acciaio per Sport, Scuola', 'borraccia acciaio', 'it'],
    ] as const) {
      const once = optimiseTitle(title, [keyword], { brand: 'Zenflow', language });
      expect(optimiseTitle(once, [keyword], { brand: 'Zenflow', language })).toBe(once);
    }
  });
});
