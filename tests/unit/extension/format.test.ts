import { describe, expect, it } from 'vitest';
import { minorUnits } from '#domain/money.ts';
import { formatters } from '#extension/lib/format.ts';

// The extension writes money with the app's one formatter (#domain/money): same text as the site.
describe('the extension money format', () => {
  it('knows each currency’s decimals, in both languages', () => {
    expect(formatters('en').money(minorUnits(1299), 'USD')).toBe('$12.99');
    expect(formatters('en').money(minorUnits(1500), 'JPY')).toBe('¥1,500');
    expect(formatters('fr').money(minorUnits(1299), 'EUR')).toBe('12,99\u00a0€');
    expect(formatters('fr').money(minorUnits(1500), 'JPY')).toBe('1\u202f500\u00a0JPY');
  });

  it('writes large amounts compactly when asked', () => {
    expect(formatters('en').money(minorUnits(845_000), 'USD', { compact: true })).toBe('$8.5K');
    expect(formatters('en').money(minorUnits(1_250_000), 'JPY', { compact: true })).toBe('¥1.3M');
  });
});
