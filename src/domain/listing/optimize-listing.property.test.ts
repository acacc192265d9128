import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gradeListing, type ListingText, type RuleId } from './grade-listing.ts';
import { isPlaceholder } from './listing-checks.ts';
import * as R from './listing-rules-data.ts';
import { optimiseListing } from './optimize-listing.ts';
import { byteLength, containsPhrase, normalise, wordKeyOf, words } from './text.ts';

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

// Words a seller writes, with the traps the rules are about: plurals, capitals, promotional and
// restricted phrases, forbidden characters, placeholders, contact details, HTML, emoji.
const vocabulary = fc.constantFrom(
  'Yoga',
  'yoga',
  'Mat',
  'mats',
  'MAT',
  'Non',
  'Slip',
  'Thick',
  'Exercise',
  'exercise',
  'Pilates',
  'for',
  'with',
  'and',
  'Women',
  'Extra',
  '1/2-Inch',
  'Best',
  'Seller',
  'free',
  'shipping',
  'eco-friendly',
  'Antibacterial',
  'kills',
  'germs',
  'N/A',
  '[material]',
  'TBD',
  '!',
  '$',
  '?',
  '🔥',
  '™',
  'www.example.com',
  '<b>',
  'B0CBJKBM61',
  '15',
  'Pro',
  'Max',
);
const separator = fc.constantFrom(' ', ' ', ' ', ' - ', ', ', ' | ', '. ', '; ');
const text = (maxLength: number) =>
  fc.array(fc.tuple(vocabulary, separator), { maxLength }).map((parts) =>
    parts
      .map(([w, s]) => w + s)
      .join('')
      .trim(),
  );
// A keyword names each word once ("yoga mat", not "yoga yoga").
const keyword = fc
  .uniqueArray(
    fc.constantFrom('yoga', 'mat', 'mats', 'exercise', 'pilates', 'thick', 'non slip', 'kills', 'germs'),
    {
      minLength: 1,
      maxLength: 3,
    },
  )
  .map((ws) => ws.join(' '));
const brand = fc.constantFrom(undefined, 'Zenflow', 'Gaiam', 'TORRAS', 'Yoga Design Lab', 'Acme!');
const category = fc.constantFrom(
  undefined,
  null,
  'Sports & Outdoors › Yoga',
  'Clothing, Shoes & Jewelry › Women',
);

const listing = fc.record({
  title: text(40),
  bullets: fc.array(text(12), { maxLength: 7 }),
  description: text(30),
  searchTerms: text(20),
  keywords: fc.array(keyword, { maxLength: 5 }),
});

/** Rules the optimised listing never fails (it may still be "to improve": a short title, no terms). */
const NEVER_FAILED: RuleId[] = ['titleLength', 'searchTermsLength'];

/** The rules the optimised listing must always pass, given what the seller gave. */
function claimed(input: ListingText, out: ListingText, brandName: string | undefined): RuleId[] {
  const rules: RuleId[] = [
    'titleForbiddenChars',
    'titlePromotional',
    'titleRepeats',
    'titlePhraseRepeats',
    'titleAllCaps',
    'searchTermsRepeatTitle',
    'searchTermsQuality',
    'restrictedClaims',
    'descriptionContact',
    'promotionalText',
    'placeholders',
  ];
  if (brandName) rules.push('titleBrand');
  if (out.bullets.length)
    rules.push('bulletsLength', 'bulletsFormat', 'bulletsForbiddenChars', 'bulletsDuplicates');
  // The main keyword is placed at the front, unless it is itself a phrase the title may not hold.
  const main = input.keywords[0];
  const flagged = [...R.PROMOTIONAL_PHRASES, ...R.RESTRICTED_CLAIMS].some((p) =>
    containsPhrase(main ?? '', p),
  );
  if (
    main &&
    words(main).length &&
    !flagged &&
    (brandName ?? '').length + main.length + 1 <= R.TITLE_VISIBLE_CHARS
  )
    rules.push('titleMainKeyword');
  return rules;
}

describe('the optimised listing, on any listing', () => {
  it(
    'passes every rule the optimizer claims, never repeats a word beyond the rule, never leaves placeholders',
    () => {
      fc.assert(
        fc.property(listing, brand, category, (input, brandName, cat) => {
          const { listing: out } = optimiseListing(input, 'complete', {
            brand: brandName,
            category: cat,
            related: ['extra thick yoga mat', 'gym mat', 'kills germs', 'eco friendly mat', 'workout'],
          });
          const grade = gradeListing(out, 'complete', { brand: brandName, category: cat });
          for (const rule of claimed(input, out, brandName)) {
            const f = grade.findings.find((x) => x.rule === rule);
            expect(f?.status, `${rule} ${JSON.stringify(f?.params)} on ${JSON.stringify(out)}`).toBe('pass');
          }
          for (const rule of out.title ? NEVER_FAILED : NEVER_FAILED.slice(1))
            expect(grade.findings.find((x) => x.rule === rule)?.status, rule).not.toBe('fail');
          // Never a word more than twice in the title, plurals folded.
          const counts = new Map<string, number>();
          for (const w of words(out.title))
            if (!R.CONNECTING_WORDS.has(w) && w.length > 1)
              counts.set(wordKeyOf(w), (counts.get(wordKeyOf(w)) ?? 0) + 1);
          expect(
            [...counts.values()].every((n) => n <= R.TITLE_MAX_WORD_REPEATS),
            out.title,
          ).toBe(true);
          // No placeholder anywhere, no bracketed blank.
          for (const part of [out.title, ...out.bullets, out.description, out.searchTerms])
            expect(isPlaceholder(part), part).toBe(false);
        }),
        { numRuns: RUNS, seed: SEED },
      );
    },
    TIMEOUT,
  );

  it(
    'writes backend search terms within 249 bytes, without title or brand words, lower case, each once',
    () => {
      fc.assert(
        fc.property(listing, brand, fc.array(text(6), { maxLength: 30 }), (input, brandName, related) => {
          const { listing: out } = optimiseListing(input, 'seo', { brand: brandName, related });
          expect(byteLength(out.searchTerms)).toBeLessThanOrEqual(R.SEARCH_TERMS_MAX_BYTES);
          expect(out.searchTerms).toBe(out.searchTerms.toLowerCase());
          const terms = out.searchTerms.split(' ').filter(Boolean);
          const taken = new Set(words(`${out.title} ${brandName ?? ''}`).map((w) => wordKeyOf(w)));
          for (const w of terms) {
            expect(taken.has(wordKeyOf(w)), `${w} is in the title or brand: ${out.title}`).toBe(false);
            expect(normalise(w)).toBe(w);
          }
          expect(new Set(terms.map((w) => wordKeyOf(w))).size).toBe(terms.length);
        }),
        { numRuns: RUNS, seed: SEED },
      );
    },
    TIMEOUT,
  );

  it(
    'is stable: optimising the optimised listing again changes nothing the rules see',
    () => {
      fc.assert(
        fc.property(listing, brand, (input, brandName) => {
          const once = optimiseListing(input, 'complete', { brand: brandName }).listing;
          const twice = optimiseListing(once, 'complete', { brand: brandName }).listing;
          const statuses = (l: ListingText) =>
            gradeListing(l, 'complete', { brand: brandName }).findings.map((f) => `${f.rule}:${f.status}`);
          expect(statuses(twice)).toEqual(statuses(once));
        }),
        { numRuns: Math.ceil((RUNS * 2) / 3), seed: SEED },
      );
    },
    TIMEOUT,
  );
});
