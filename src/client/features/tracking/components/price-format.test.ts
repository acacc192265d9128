import { describe, expect, it } from 'vitest';
import { minorUnits } from '#domain/money.ts';
import { parsePriceInput, priceInputValue } from './price-format.ts';

describe('price inputs', () => {
  it('parses what a user types', () => {
    expect(parsePriceInput('24.99', 'USD')).toBe(2499);
    expect(parsePriceInput(' 24,9 ', 'EUR')).toBe(2490);
    expect(parsePriceInput('1980', 'JPY')).toBe(1980);
    expect(parsePriceInput('0', 'USD')).toBeNull();
    expect(parsePriceInput('abc', 'USD')).toBeNull();
    expect(parsePriceInput('1.234', 'USD')).toBeNull();
    expect(parsePriceInput('24.99', 'JPY')).toBeNull();
    expect(priceInputValue(minorUnits(2499), 'USD')).toBe('24.99');
    expect(priceInputValue(minorUnits(1980), 'JPY')).toBe('1980');
  });
});
