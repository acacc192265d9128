import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isGenericWord } from './generic-words.ts';
import { minListingsFor, nichePhrases } from './niche-phrases.ts';
import { wordKey } from './word-forms.ts';

// Titles of the sample's iPhone 15 Pro Max case niche (amazon.com, 2023), as Amazon shows them.
const cases = [
  'TORRAS Slim Fit Designed for iPhone 15 Pro Max Case 6.7 inch, Ultra-Thin 15 Pro Max Case 2023, Lightweight Hard PC Cover Phone Cases for iPhone 15 Pro Max Phone Case Blue, OriginFit',
  'TORRAS Shockproof for iPhone 15 Pro Max Case, [12FT Military Grade Drop Tested] Translucent Slim Protective Phone Case',
  'TORRAS Magnetic Guardian Designed for iPhone 15 Pro Max Case [Military Grade Drop Tested] Compatible with MagSafe',
  'TORRAS Magnetic Shockproof for iPhone 15 Pro Max Case, Military Grade Drop Tested, Compatible with MagSafe Phone Case',
  'Designed for iPhone 15 Pro Max Case Clear Non-Yellowing Drop Protection Non-Slip Case for Men and Women',
  'Amazon Basics Phone Case for iPhone 15 Pro Max, Clear, SP3060',
].map((title) => ({ title }));

describe('reverse ASIN phrases', () => {
  it('keeps what several listings share, without a seller’s brand, a model number or a repeated word', () => {
    const phrases = nichePhrases({ listings: cases, lang: 'en' }).map((p) => p.phrase);
    expect(phrases).toEqual(
      expect.arrayContaining(['iphone 15 pro max', 'phone case', 'military grade drop tested']),
    );
    for (const bad of ['pro pro', 'pro 15 pro', 'torras magnetic', 'amazon basics', 'case 6.7', 'sp3060'])
      expect(phrases).not.toContain(bad);
    expect(phrases.some((p) => /torras|amazon|basics|sp3060/.test(p))).toBe(false);
  });

  it('keeps brands and model numbers when asked', () => {
    const phrases = nichePhrases({ listings: cases, lang: 'en', withBrands: true }).map((p) => p.phrase);
    expect(phrases).toContain('torras magnetic');
  });

  it('reads no phrase across a comma, a bracket or a spaced dash, but across a hyphen inside a word', () => {
    const luggage = [
      'Sion Softside Expandable Luggage, Black, Checked-Large 29-Inch',
      'Freeform Hardside Expandable Luggage, Black, Checked-Large (28-Inch) - Spinner Wheels',
      'Spinner Wheels - Black, Softside-Expandable Luggage',
    ].map((title) => ({ title }));
    const phrases = nichePhrases({ listings: luggage, lang: 'en' }).map((p) => p.phrase);
    expect(phrases).toEqual(
      expect.arrayContaining(['expandable luggage', 'spinner wheels', 'softside expandable luggage']),
    );
    for (const across of ['black checked', 'luggage black', 'wheels black', 'inch spinner'])
      expect(phrases).not.toContain(across);
  });

  it('drops a fragment only ever written inside a longer phrase', () => {
    const phrases = nichePhrases({ listings: cases, lang: 'en' }).map((p) => p.phrase);
    // "grade drop" is never written but in "military grade drop tested".
    expect(phrases).not.toContain('grade drop');
  });

  it('on any titles: 2 to 4 words, no word twice, no generic or numeric edge, in several titles', () => {
    const word = fc.constantFrom(
      'yoga',
      'mat',
      'mats',
      'thick',
      'non',
      'slip',
      'for',
      'with',
      'the',
      '15',
      'pro',
      'max',
      'XL',
      'SP3060',
      'ACME',
      'exercise',
    );
    const title = fc.array(word, { minLength: 1, maxLength: 14 }).map((ws) => ws.join(' '));
    fc.assert(
      fc.property(fc.array(title, { minLength: 1, maxLength: 25 }), (titles) => {
        const listings = titles.map((t) => ({ title: t }));
        for (const p of nichePhrases({ listings, lang: 'en' })) {
          const words = p.phrase.split(' ');
          expect(words.length).toBeGreaterThanOrEqual(2);
          expect(words.length).toBeLessThanOrEqual(4);
          expect(new Set(words.map((w) => wordKey(w, 'en'))).size).toBe(words.length);
          for (const edge of [words[0], words[words.length - 1]])
            expect(isGenericWord(edge, 'en')).toBe(false);
          expect(p.phrase).not.toMatch(/\bsp3060\b/);
          expect(p.listings).toBeGreaterThanOrEqual(minListingsFor(titles.length));
        }
      }),
      { numRuns: 300 },
    );
  });
});
