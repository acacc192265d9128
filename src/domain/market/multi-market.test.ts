import { describe, expect, it } from 'vitest';
import { convertMinor, DEFAULT_EXCHANGE_RATES, parseExchangeRateTable } from './exchange-rates.ts';
import { type MarketRow, median, rankMarkets } from './multi-market.ts';

describe('exchange rates', () => {
  const t = DEFAULT_EXCHANGE_RATES;
  it('converts through the euro, in minor units', () => {
    expect(convertMinor(10_389, 'USD', 'EUR', t)).toBe(10_000); // $103.89 = €100
    expect(convertMinor(10_000, 'EUR', 'JPY', t)).toBe(16_306); // €100 = ¥16,306 (no minor unit)
    expect(convertMinor(16_306, 'JPY', 'USD', t)).toBe(10_389);
    expect(convertMinor(1234, 'GBP', 'GBP', t)).toBe(1234);
  });
  it('checks an operator table', () => {
    expect(parseExchangeRateTable({ date: '2026-01-02', perEuro: { ...t.perEuro, USD: 1.1 } })).toMatchObject(
      {
        date: '2026-01-02',
        source: 'operator',
      },
    );
    expect(parseExchangeRateTable({ date: '2026-01-02', perEuro: { ...t.perEuro, JPY: 0 } })).toBe(
      'perEuro.JPY must be a positive number',
    );
    expect(parseExchangeRateTable({ date: 'yesterday', perEuro: t.perEuro })).toBe('date must be YYYY-MM-DD');
    expect(parseExchangeRateTable({ date: '2026-01-02', perEuro: { ...t.perEuro, EUR: 2 } })).toBe(
      'perEuro.EUR must be 1',
    );
  });
});

describe('multi-market ranking', () => {
  const row = (marketplace: MarketRow['marketplace'], opportunity: number | null): MarketRow => ({
    marketplace,
    source: opportunity === null ? 'none' : 'product',
    listings: 0,
    localPriceMinor: null,
    priceMinor: null,
    demandPerMonth: null,
    competition: null,
    opportunity,
    trending: null,
  });
  it('sorts by opportunity, highest first, unknown last in marketplace order', () => {
    const ranked = rankMarkets([
      row('JP', null),
      row('US', 40),
      row('UK', null),
      row('DE', 72),
      row('CA', 40),
    ]);
    expect(ranked.map((r) => r.marketplace)).toEqual(['DE', 'US', 'CA', 'UK', 'JP']);
  });
  it('takes medians', () => {
    expect(median([3, null, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null])).toBeNull();
  });
});
