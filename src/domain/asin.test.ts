import { describe, expect, it } from 'vitest';
import { isAsin, normalizeAsin } from './asin.ts';
import { parseMarketplace, productUrl } from './marketplaces.ts';

describe('ASINs', () => {
  it('recognises ASINs in any case, with spaces around', () => {
    expect(isAsin(' b014tmv5ye ')).toBe(true);
    expect(isAsin('B014TMV5Y')).toBe(false);
    expect(isAsin('B014TMV5Y!')).toBe(false);
    expect(normalizeAsin(' b014tmv5ye ')).toBe('B014TMV5YE');
  });

  it('builds product addresses and parses marketplace codes or domains', () => {
    expect(productUrl('FR', 'B014TMV5YE')).toBe('https://www.amazon.fr/dp/B014TMV5YE');
    expect(parseMarketplace('us')).toBe('US');
    expect(parseMarketplace('https://www.amazon.co.uk/')).toBe('UK');
    expect(parseMarketplace('ebay.com')).toBeNull();
  });
});
