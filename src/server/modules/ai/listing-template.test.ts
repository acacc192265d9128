import { describe, expect, it } from 'vitest';
import { isPlaceholder, repeatedWords } from '#domain/listing/listing-checks.ts';
import { keywordCoverage, localListing } from './listing-template.ts';
import { shortProductName } from './short-product-name.ts';

describe('local listing generator', () => {
  it('never writes a word more than twice, nor a blank to fill (issue 32: "water bottle" five times)', () => {
    const keywords = [
      'water bottle',
      'insulated water bottle',
      'water bottle with straw',
      'gym bottle',
      'kids water bottle',
    ];
    const listing = localListing({ productName: 'Stainless steel water bottle', keywords, language: 'en' });
    // The keywords' words the name lacks, once each: no "Water Bottle" again; the adjective next to
    // the product type ("Insulated Water Bottle"), the nouns after it.
    expect(listing.title).toBe('Stainless Steel Insulated Water Bottle, Gym, Kids');
    expect(repeatedWords(listing.title)).toEqual([]);
    expect(listing.searchTerms).toBe('straw');
    expect(listing.bullets).toEqual([]);
    expect(listing.description).toBe('');
    for (const part of [listing.title, listing.searchTerms]) expect(isPlaceholder(part)).toBe(false);
    expect(keywordCoverage(listing, keywords).missing).toEqual([]);
  });

  it('matches keywords without accents or case, in any word order across the indexed parts', () => {
    const listing = localListing({
      productName: 'Gourde isotherme',
      keywords: ['Bouteille réutilisable'],
      language: 'fr',
    });
    // French titles are not written in Title Case; the name stays first when the keyword fits after it.
    expect(listing.title).toBe('Gourde isotherme, bouteille réutilisable');
    expect(
      keywordCoverage({ ...listing, title: 'BOUTEILLE REUTILISABLE' }, ['bouteille réutilisable']).covered,
    ).toHaveLength(1);
    expect(
      keywordCoverage({ ...listing, title: 'Réutilisable, la bouteille' }, ['bouteille réutilisable'])
        .covered,
    ).toHaveLength(1);
  });

  it('puts a keyword’s modifiers without their noun in the search terms, not the title', () => {
    const keywords = ['bamboo cutting board', 'kitchen chopping board', 'juice groove', 'large wooden board'];
    const listing = localListing({ productName: 'Organic bamboo cutting board', keywords, language: 'en' });
    expect(listing.title).toBe('Organic Bamboo Cutting Board, Juice Groove');
    expect(listing.searchTerms).toBe('kitchen chopping large wooden');
  });

  it('shortens a full 200-character Amazon title so keywords fit and the name is not repeated whole', () => {
    const productName =
      'Kratax Rechargeable Lithium Batteries AA, 8 Pack 1.5V Li-ion Batteries with 2H Fast Charge, 3500mWh High-Capacity, 1600 Cycles, Long-Lasting, 3A Current Output, Constant Voltage Output for Household';
    const keywords = ['rechargeable aa batteries', 'lithium batteries', 'aa battery pack', 'usb charger'];
    const listing = localListing({ productName, keywords, language: 'en' });
    // "Pack" of "aa battery pack" names another product than the batteries: a search term, not ", Pack".
    expect(listing.title).toBe('Kratax Rechargeable Lithium Batteries AA, Usb Charger');
    expect(listing.searchTerms.split(' ')).toContain('pack');
    expect(listing.title).not.toContain('3500mWh');
    expect(keywordCoverage(listing, keywords).missing).toEqual([]);
  });

  it('keeps a product name of ordinary length as it is', () => {
    expect(shortProductName('Sion Softside Expandable Roller Luggage, Black, Checked-Large 29-Inch')).toBe(
      'Sion Softside Expandable Roller Luggage, Black, Checked-Large 29-Inch',
    );
    expect(
      shortProductName(
        'Stanley Quencher H2.0 FlowState Stainless Steel Vacuum Insulated Tumbler with Lid and Straw for Water Iced Tea or Coffee and More',
      ),
    ).toBe('Stanley Quencher H2.0 FlowState Stainless Steel Vacuum Insulated Tumbler');
  });
});
