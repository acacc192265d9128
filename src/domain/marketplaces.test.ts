import { describe, expect, it } from 'vitest';
import { isMarketplaceCode, MARKETPLACE_CODES, MARKETPLACES, marketplaceByDomain } from './marketplaces.ts';

describe('marketplaces', () => {
  it('lists the eight marketplaces with their currencies', () => {
    expect(MARKETPLACE_CODES.map((c) => `${c}:${MARKETPLACES[c].currency}`)).toEqual([
      'US:USD',
      'UK:GBP',
      'DE:EUR',
      'FR:EUR',
      'IT:EUR',
      'ES:EUR',
      'CA:CAD',
      'JP:JPY',
    ]);
  });
  it('finds a marketplace by domain', () => {
    expect(marketplaceByDomain('https://www.amazon.co.uk/dp/B000')?.code).toBe('UK');
    expect(marketplaceByDomain('amazon.fr')?.code).toBe('FR');
    expect(marketplaceByDomain('example.com')).toBeNull();
    expect(isMarketplaceCode('JP')).toBe(true);
    expect(isMarketplaceCode('XX')).toBe(false);
  });
});
