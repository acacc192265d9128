import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseBoughtPastMonth,
  parseCount,
  parseLocalizedNumber,
  parsePrice,
  parseRating,
  parseRatingsCount,
} from './numbers.ts';

/** Writes an amount of cents the way a locale prints it (group and decimal marks). */
function format(cents: number, group: string, decimal: string | null): string {
  const whole = Math.floor(cents / 100).toString();
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return decimal === null ? grouped : `${grouped}${decimal}${String(cents % 100).padStart(2, '0')}`;
}

const STYLES: { group: string; decimal: string; wrap: (n: string) => string; currency: string }[] = [
  { group: ',', decimal: '.', wrap: (n) => `$${n}`, currency: 'USD' },
  { group: '.', decimal: ',', wrap: (n) => `${n} €`, currency: 'EUR' },
  { group: '\u00a0', decimal: ',', wrap: (n) => `${n}\u00a0€`, currency: 'EUR' },
  { group: '\u202f', decimal: ',', wrap: (n) => `${n}\u202f€`, currency: 'EUR' },
  { group: '.', decimal: ',', wrap: (n) => `R$ ${n}`, currency: 'BRL' },
  { group: ',', decimal: '.', wrap: (n) => `£${n}`, currency: 'GBP' },
  { group: ',', decimal: '.', wrap: (n) => `EUR ${n}`, currency: 'EUR' },
  { group: "'", decimal: '.', wrap: (n) => `AED ${n}`, currency: 'AED' },
];

describe('parsePrice', () => {
  it('reads the prices of the saved pages', () => {
    expect(parsePrice('$64.99')).toEqual({ amountMinor: 6499, currency: 'USD' });
    expect(parsePrice('1.234,56 €')).toEqual({ amountMinor: 123456, currency: 'EUR' });
    expect(parsePrice('￥1,234')).toEqual({ amountMinor: 1234, currency: 'JPY' });
    expect(parsePrice('1,234.56', { dollar: 'USD' })).toBeNull();
    expect(parsePrice('R$ 1.234,56')).toEqual({ amountMinor: 123456, currency: 'BRL' });
    expect(parsePrice('EUR 24,90')).toEqual({ amountMinor: 2490, currency: 'EUR' });
    expect(parsePrice('24,99\u00a0€')).toEqual({ amountMinor: 2499, currency: 'EUR' });
    expect(parsePrice('AED330.00')).toEqual({ amountMinor: 33000, currency: 'AED' });
    expect(parsePrice('$12.99', { dollar: 'CAD' })).toEqual({ amountMinor: 1299, currency: 'CAD' });
    expect(parsePrice('CDN$ 12.99')).toEqual({ amountMinor: 1299, currency: 'CAD' });
    expect(parsePrice('1 234,56 €')).toEqual({ amountMinor: 123456, currency: 'EUR' });
  });

  it('refuses what is not one price: ranges, no currency, fractions of a yen, nonsense', () => {
    expect(parsePrice('$10.99 - $24.99')).toBeNull();
    expect(parsePrice('12.99')).toBeNull();
    expect(parsePrice('￥12.5')).toBeNull();
    expect(parsePrice('1,234,56 €')).toBeNull();
    expect(parsePrice('€')).toBeNull();
    expect(parsePrice('$0.00')).toBeNull();
  });

  it('reads back any amount written in any of the locales Amazon uses', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), fc.constantFrom(...STYLES), (cents, style) => {
        const text = style.wrap(format(cents, style.group, style.decimal));
        expect(parsePrice(text)).toEqual({ amountMinor: cents, currency: style.currency });
      }),
      { numRuns: 1000 },
    );
  });

  it('reads yen amounts with and without grouping', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), fc.constantFrom(',', ''), (yen, group) => {
        const text = `￥${yen.toString().replace(/\B(?=(\d{3})+(?!\d))/g, group)}`;
        expect(parsePrice(text)).toEqual({ amountMinor: yen, currency: 'JPY' });
      }),
    );
  });

  it('never throws and never returns a non-positive or fractional amount', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const price = parsePrice(text);
        if (price) {
          expect(Number.isInteger(price.amountMinor)).toBe(true);
          expect(price.amountMinor).toBeGreaterThan(0);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('parseLocalizedNumber', () => {
  it('tells grouping from decimal marks', () => {
    expect(parseLocalizedNumber('1,234')).toBe(1234);
    expect(parseLocalizedNumber('1.234.207')).toBe(1234207);
    expect(parseLocalizedNumber('4,5')).toBe(4.5);
    expect(parseLocalizedNumber('1,5', { integer: true })).toBeNull();
    expect(parseLocalizedNumber('12,34,567')).toBeNull();
  });

  it('reads integers grouped with any separator', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000_000 }),
        fc.constantFrom(',', '.', ' ', '\u00a0', '\u202f', "'", ''),
        (n, group) => {
          const text = n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, group);
          expect(parseLocalizedNumber(text, { integer: true })).toBe(n);
        },
      ),
    );
  });
});

describe('ratings, counts and badges', () => {
  it('reads ratings in the page languages', () => {
    expect(parseRating('4.5 out of 5 stars')).toBe(4.5);
    expect(parseRating('4,8 von 5 Sternen')).toBe(4.8);
    expect(parseRating('4,6 de 5 estrelas')).toBe(4.6);
    expect(parseRating('4,5 sur 5 étoiles')).toBe(4.5);
    expect(parseRating('4,3 su 5 stelle')).toBe(4.3);
    expect(parseRating('5つ星のうち4.2')).toBe(4.2);
    expect(parseRating('5 von 5 Sternen')).toBe(5);
    expect(parseRating('stars')).toBeNull();
  });

  it('reads review counts', () => {
    expect(parseCount('5,136 ratings')).toBe(5136);
    expect(parseCount('241 avaliações de clientes')).toBe(241);
    expect(parseCount('(1.065)')).toBe(1065);
    expect(parseCount('no reviews')).toBeNull();
  });

  it('reads "bought in past month" badges as their lower bound', () => {
    expect(parseBoughtPastMonth('1K+ bought in past month')).toBe(1000);
    expect(parseBoughtPastMonth('50+ bought in past month')).toBe(50);
    expect(parseBoughtPastMonth('10K+ bought in past month')).toBe(10000);
    expect(parseBoughtPastMonth('Mehr als 1000 im letzten Monat gekauft')).toBe(1000);
    expect(parseBoughtPastMonth('Plus de 1 k achetés au cours du mois dernier')).toBe(1000);
    expect(parseBoughtPastMonth('過去1か月で1000点以上購入されました')).toBe(1000);
    expect(parseBoughtPastMonth('FREE Shipping by Amazon')).toBeNull();
    expect(parseBoughtPastMonth('Only 4 left in stock')).toBeNull();
  });
});

describe('parseRatingsCount', () => {
  it('reads the labels and links of the 2019–2026 pages', () => {
    expect(parseRatingsCount('84,753 ratings')).toBe(84753);
    expect(parseRatingsCount('16.516 Bewertungen')).toBe(16516);
    expect(parseRatingsCount('339 レーティング')).toBe(339);
    expect(parseRatingsCount('603 评级')).toBe(603);
    expect(parseRatingsCount('1.257 recensioni')).toBe(1257);
    expect(parseRatingsCount('1\u202f234 évaluations')).toBe(1234);
    expect(parseRatingsCount('13,221')).toBe(13221);
    expect(parseRatingsCount('(16.516)')).toBe(16516);
    expect(parseRatingsCount('87,349 Reviews')).toBe(87349);
    expect(parseRatingsCount('4.4 out of 5 stars, 279,961 ratings')).toBe(279961);
    expect(parseRatingsCount('4,4 von 5 Sternen, 279.961 Bewertungen')).toBe(279961);
    expect(parseRatingsCount('5つ星のうち4.4、279,961件の評価')).toBe(279961);
  });

  it('refuses what is no exact count: ratings, rounded counts, other text', () => {
    expect(parseRatingsCount('4.6 out of 5 stars, rating details')).toBeNull();
    expect(parseRatingsCount('4,6 von 5 Sternen, Details zur Bewertung')).toBeNull();
    expect(parseRatingsCount('5つ星のうち4.2、評価詳細')).toBeNull();
    expect(parseRatingsCount('4.5 out of 5 stars')).toBeNull();
    expect(parseRatingsCount('(73.7K)')).toBeNull();
    expect(parseRatingsCount('1,2 k')).toBeNull();
    expect(parseRatingsCount('2万')).toBeNull();
    expect(parseRatingsCount('1,5 mil valoraciones')).toBeNull();
    expect(parseRatingsCount('4.5')).toBeNull();
    expect(parseRatingsCount('Amazon’s Choice')).toBeNull();
    expect(parseRatingsCount('Colour: 3 options')).toBeNull();
  });

  const WORDS = [
    'ratings',
    'Bewertungen',
    'évaluations',
    'valutazioni',
    'valoraciones',
    'レーティング',
    '',
    'global ratings',
  ];
  const GROUPS = [',', '.', '\u00a0', '\u202f', ' ', ''];
  const grouped = (n: number, group: string) => n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, group);

  it('reads back any count in any grouping, with or without a word or brackets, after a rating or not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.constantFrom(...GROUPS),
        fc.constantFrom(...WORDS),
        fc.boolean(),
        fc.constantFrom('', '4.4 out of 5 stars, ', '4,6 von 5 Sternen, ', '5つ星のうち4.2、'),
        (n, group, word, brackets, rating) => {
          const number = grouped(n, group);
          const text = `${rating}${brackets ? `(${number})` : number}${word ? ` ${word}` : ''}`;
          expect(parseRatingsCount(text)).toBe(n);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('never reads a rounded count or a rating alone', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999 }),
        fc.integer({ min: 0, max: 9 }),
        fc.constantFrom('K', 'k', ' k', 'M', ' mil', '万'),
        (whole, tenth, suffix) => {
          expect(parseRatingsCount(`(${whole}.${tenth}${suffix})`)).toBeNull();
          expect(parseRatingsCount(`${whole},${tenth}${suffix}`)).toBeNull();
        },
      ),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), (tenths) => {
        const r = (tenths / 10).toFixed(1);
        expect(parseRatingsCount(`${r} out of 5 stars`)).toBeNull();
        expect(parseRatingsCount(`5つ星のうち${r}`)).toBeNull();
      }),
    );
  });

  it('never throws, and what it reads is a whole count', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const n = parseRatingsCount(text);
        if (n !== null) expect(Number.isInteger(n) && n >= 0).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
