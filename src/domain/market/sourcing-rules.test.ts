import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SOURCING_SETTINGS,
  isRuledOut,
  type SourcingFacts,
  sourcingFlags,
} from './sourcing-rules.ts';

const facts = (over: Partial<SourcingFacts>): SourcingFacts => ({
  title: 'Stainless steel water bottle',
  brand: null,
  categoryPath: 'Sports & Outdoors › Outdoor Recreation',
  reviewCount: null,
  nicheTopBrand: null,
  ...over,
});

describe('sourcingFlags', () => {
  it('flags dangerous goods by category or by title, with what matched', () => {
    expect(
      sourcingFlags(
        facts({ categoryPath: 'Beauty & Personal Care › Perfumes & Fragrances' }),
        DEFAULT_SOURCING_SETTINGS,
      ),
    ).toEqual([{ rule: 'hazmat', matched: 'perfumes & fragrances', on: 'category', enabled: true }]);
    expect(
      sourcingFlags(facts({ title: 'Pheromone Cologne for Men, 1 fl oz' }), DEFAULT_SOURCING_SETTINGS),
    ).toEqual([{ rule: 'hazmat', matched: 'cologne', on: 'title', enabled: true }]);
  });

  it('matches whole words only', () => {
    // "Perfumery tools" is no perfume; "Musical" is not "music".
    expect(sourcingFlags(facts({ title: 'Perfumery funnel set' }), DEFAULT_SOURCING_SETTINGS)).toEqual([]);
    expect(
      sourcingFlags(facts({ categoryPath: 'Toys › Musical Instruments' }), DEFAULT_SOURCING_SETTINGS),
    ).toEqual([]);
  });

  it('flags gated categories and the brands the seller is not approved for', () => {
    expect(
      sourcingFlags(facts({ categoryPath: "Clothing › Men's Watches" }), DEFAULT_SOURCING_SETTINGS),
    ).toMatchObject([{ rule: 'gated', matched: 'watches', on: 'category' }]);
    const settings = { disabled: [], gatedBrands: ['  nike '] };
    expect(sourcingFlags(facts({ brand: 'Nike' }), settings)).toMatchObject([
      { rule: 'gated', matched: 'Nike', on: 'brand', enabled: true },
    ]);
  });

  it('flags media, a dominant brand and a listing too new to judge', () => {
    const flags = sourcingFlags(
      facts({
        title: 'Madden NFL 24 - PlayStation 5',
        categoryPath: 'Video Games › PlayStation 5 Consoles, Games & Accessories',
        reviewCount: 3,
        nicheTopBrand: { brand: 'Electronic Arts', share: 0.62 },
      }),
      DEFAULT_SOURCING_SETTINGS,
    );
    expect(flags).toEqual([
      { rule: 'media', matched: 'video games', on: 'category', enabled: true },
      { rule: 'dominant_brand', brand: 'Electronic Arts', sharePercent: 62, enabled: true },
      { rule: 'too_new', reviews: 3, enabled: true },
    ]);
  });

  it('raises nothing on unknown inputs, and a switched-off rule flags without ruling out', () => {
    expect(
      sourcingFlags(facts({ reviewCount: null, nicheTopBrand: null }), DEFAULT_SOURCING_SETTINGS),
    ).toEqual([]);
    const flags = sourcingFlags(facts({ categoryPath: 'Video Games' }), {
      disabled: ['media'],
      gatedBrands: [],
    });
    expect(flags).toEqual([{ rule: 'media', matched: 'video games', on: 'category', enabled: false }]);
    expect(isRuledOut(flags)).toBe(false);
  });
});

describe('sourcing bits (stored with the metrics, read by the search order)', () => {
  it('stores the rules every seller gets, and keeps only the rules a seller has on', async () => {
    const { storedSourcingBits, enabledSourcingBits, SOURCING_RULE_BITS } = await import(
      './sourcing-rules.ts'
    );
    const perfume = {
      title: 'Eau de parfum 50 ml',
      brand: 'Maison',
      categoryPath: 'Beauty & Personal Care › Perfumes & Fragrances',
      reviewCount: 3,
      nicheTopBrand: null,
    };
    expect(storedSourcingBits(perfume)).toBe(SOURCING_RULE_BITS.hazmat | SOURCING_RULE_BITS.too_new);
    expect(enabledSourcingBits({ disabled: ['too_new'], gatedBrands: [] })).toBe(
      SOURCING_RULE_BITS.hazmat |
        SOURCING_RULE_BITS.gated |
        SOURCING_RULE_BITS.media |
        SOURCING_RULE_BITS.dominant_brand,
    );
  });
});
