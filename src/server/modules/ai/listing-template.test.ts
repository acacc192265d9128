import { describe, expect, it } from 'vitest';
import { fitWithin, keywordCoverage, LISTING_LIMITS, listingTemplate } from './listing-template.ts';
import { shortProductName } from './short-product-name.ts';

describe('local listing template', () => {
  it('covers every keyword within Amazon’s limits', () => {
    const keywords = Array.from({ length: 12 }, (_, i) => `keyword number ${i + 1}`);
    const listing = listingTemplate({
      productName: 'Stainless steel water bottle',
      keywords,
      language: 'en',
    });
    expect(listing.title.length).toBeLessThanOrEqual(LISTING_LIMITS.title);
    expect(listing.bullets).toHaveLength(5);
    for (const b of listing.bullets) expect(b.length).toBeLessThanOrEqual(LISTING_LIMITS.bullet);
    expect(keywordCoverage(listing, keywords).missing).toEqual([]);
  });

  it('writes French templates and matches keywords without accents or case', () => {
    const listing = listingTemplate({
      productName: 'Gourde isotherme',
      keywords: ['Bouteille réutilisable'],
      language: 'fr',
    });
    expect(listing.bullets[0]).toMatch(/^AVANTAGE CLÉ – Gourde isotherme/);
    expect(
      keywordCoverage({ ...listing, title: 'BOUTEILLE REUTILISABLE' }, ['bouteille réutilisable']).covered,
    ).toHaveLength(1);
  });

  it('shortens a full 200-character Amazon title so keywords fit and the name is not repeated whole', () => {
    const productName =
      'Kratax Rechargeable Lithium Batteries AA, 8 Pack 1.5V Li-ion Batteries with 2H Fast Charge, 3500mWh High-Capacity, 1600 Cycles, Long-Lasting, 3A Current Output, Constant Voltage Output for Household';
    expect(productName.length).toBeGreaterThan(190);
    const keywords = ['rechargeable aa batteries', 'lithium batteries', 'aa battery pack', 'usb charger'];
    const listing = listingTemplate({ productName, keywords, language: 'en' });
    expect(listing.title).toMatch(/^Kratax Rechargeable Lithium Batteries AA – rechargeable aa batteries, /);
    expect(listing.title.length).toBeLessThanOrEqual(LISTING_LIMITS.title);
    for (const b of listing.bullets) expect(b.length).toBeLessThanOrEqual(LISTING_LIMITS.bullet);
    expect(listing.description.length).toBeLessThanOrEqual(LISTING_LIMITS.description);
    const whole = [listing.title, ...listing.bullets, listing.description].join('\n');
    expect(whole).not.toContain(productName);
    expect(whole).not.toContain('3500mWh');
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

  it('cuts at a word boundary', () => {
    expect(fitWithin('alpha beta gamma', 12)).toBe('alpha beta');
  });
});
