import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, MARKETPLACES } from './marketplaces.ts';
import {
  CURRENCY_EXPONENT,
  formatMoney,
  fromMajor,
  minorUnits,
  money,
  moneyDecimal,
  moneyInputValue,
  parseMoneyInput,
  toMajor,
} from './money.ts';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('money', () => {
  it('knows the minor unit of every marketplace currency, the yen having none', () => {
    for (const m of Object.values(MARKETPLACES)) expect(CURRENCY_EXPONENT[m.currency]).toBeDefined();
    expect(CURRENCY_EXPONENT).toEqual({ USD: 2, CAD: 2, GBP: 2, EUR: 2, JPY: 0 });
  });

  it('formats every currency with its own decimals, in English and French', () => {
    const cases: Record<string, [string, string]> = {
      USD: ['$1,500.00', '1 500,00 $US'],
      CAD: ['CA$1,500.00', '1 500,00 $CA'],
      GBP: ['£1,500.00', '1 500,00 £GB'],
      EUR: ['€1,500.00', '1 500,00 €'],
      JPY: ['¥150,000', '150 000 JPY'],
    };
    for (const currency of CURRENCIES) {
      const amount = money(minorUnits(150_000), currency);
      expect([plain(formatMoney(amount, 'en')), plain(formatMoney(amount, 'fr'))]).toEqual(cases[currency]);
    }
    // The yen bug: 1,500 yen were shown as ¥15.
    expect(formatMoney(money(minorUnits(1500), 'JPY'), 'en')).toBe('¥1,500');
  });

  it('signs, compacts and drops decimals on demand', () => {
    expect(plain(formatMoney(money(minorUnits(150), 'EUR'), 'fr', { signDisplay: 'exceptZero' }))).toBe(
      '+1,50 €',
    );
    expect(formatMoney(money(minorUnits(-2000), 'USD'), 'en', { signDisplay: 'exceptZero' })).toBe('-$20.00');
    expect(formatMoney(money(minorUnits(800_000), 'USD'), 'en', { notation: 'compact' })).toBe('$8K');
    expect(formatMoney(money(minorUnits(1700), 'EUR'), 'en-GB', { maximumFractionDigits: 0 })).toBe('€17');
  });

  it('writes files and inputs with the currency decimals, and reads inputs back', () => {
    expect(moneyDecimal(money(minorUnits(1999), 'USD'))).toBe('19.99');
    expect(moneyDecimal(money(minorUnits(1500), 'JPY'))).toBe('1500');
    expect(moneyInputValue(money(minorUnits(450), 'EUR'), 'fr')).toBe('4,50');
    expect(parseMoneyInput('1 250,00', 'EUR')).toBe(125_000);
    expect(parseMoneyInput('1500', 'JPY')).toBe(1500);
    expect(parseMoneyInput('15.00', 'JPY')).toBeNull();
    expect(parseMoneyInput('4,5', 'EUR')).toBe(450);
    expect(parseMoneyInput(' 12 ', 'USD')).toBe(1_200);
    expect(parseMoneyInput('0', 'USD')).toBe(0);
    for (const text of ['', '-1', '4.505', 'abc', '1.2.3', '4,50 €'])
      expect(parseMoneyInput(text, 'USD')).toBeNull();
    expect(moneyInputValue(money(minorUnits(450), 'EUR'), 'fr-FR')).toBe('4,50');
    expect(moneyInputValue(money(minorUnits(350), 'JPY'), 'en')).toBe('350');
  });

  it('round-trips every amount of every currency through major units and inputs', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CURRENCIES), fc.nat(1_000_000_000), (currency, minor) => {
        const amount = money(minorUnits(minor), currency);
        expect(fromMajor(toMajor(amount), currency)).toEqual(amount);
        expect(parseMoneyInput(moneyInputValue(amount, 'en'), currency)).toBe(minor);
        expect(parseMoneyInput(moneyInputValue(amount, 'fr'), currency)).toBe(minor);
      }),
    );
  });
});
