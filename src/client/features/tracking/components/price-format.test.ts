import { describe, expect, it } from 'vitest';
import { formatPrice, formatPriceChange, parsePriceInput, priceInputValue } from './price-format.ts';

describe('price formatting', () => {
  it('formats minor units per currency and language', () => {
    expect(formatPrice(11999, 'USD', 'en')).toBe('$119.99');
    expect(formatPrice(1980, 'JPY', 'en')).toBe('¥1,980');
    expect(formatPrice(1250, 'EUR', 'fr').replace(/\s/g, ' ')).toBe('12,50 €');
    expect(formatPriceChange(-2000, 'USD', 'en')).toBe('-$20.00');
    expect(formatPriceChange(150, 'EUR', 'fr').replace(/\s/g, ' ')).toBe('+1,50 €');
  });
  it('parses what a user types', () => {
    expect(parsePriceInput('24.99', 'USD')).toBe(2499);
    expect(parsePriceInput(' 24,9 ', 'EUR')).toBe(2490);
    expect(parsePriceInput('1980', 'JPY')).toBe(1980);
    expect(parsePriceInput('0', 'USD')).toBeNull();
    expect(parsePriceInput('abc', 'USD')).toBeNull();
    expect(parsePriceInput('1.234', 'USD')).toBeNull();
    expect(priceInputValue(2499, 'USD')).toBe('24.99');
  });
});
