import { describe, expect, it } from 'vitest';
import { fitWithin, keywordCoverage, LISTING_LIMITS, listingTemplate } from './listing-template.ts';

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

  it('cuts at a word boundary', () => {
    expect(fitWithin('alpha beta gamma', 12)).toBe('alpha beta');
  });
});
