import { describe, expect, it } from 'vitest';
import { moneyInputValue, parseMoneyInput } from './money-input.ts';

describe('parseMoneyInput', () => {
  it('reads amounts with a dot or a comma', () => {
    expect(parseMoneyInput('4.50', 'USD')).toBe(450);
    expect(parseMoneyInput('4,5', 'EUR')).toBe(450);
    expect(parseMoneyInput(' 12 ', 'USD')).toBe(1_200);
    expect(parseMoneyInput('1 250,07', 'EUR')).toBe(125_007);
    expect(parseMoneyInput('0', 'USD')).toBe(0);
    expect(parseMoneyInput('350', 'JPY')).toBe(350);
  });

  it('refuses what is not a non-negative amount', () => {
    for (const text of ['', '-1', '4.505', 'abc', '1.2.3', '4,50 €'])
      expect(parseMoneyInput(text, 'USD')).toBeNull();
    expect(parseMoneyInput('3.5', 'JPY')).toBeNull();
  });
});

describe('moneyInputValue', () => {
  it('writes minor units back in the language', () => {
    expect(moneyInputValue(450, 'USD', 'en')).toBe('4.50');
    expect(moneyInputValue(450, 'EUR', 'fr-FR')).toBe('4,50');
    expect(moneyInputValue(350, 'JPY', 'en')).toBe('350');
  });
});
