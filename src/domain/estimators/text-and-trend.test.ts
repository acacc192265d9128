import { describe, expect, it } from 'vitest';
import { candidateKeywords, keywordTokens, textContainsKeyword, tokenize } from './text.ts';
import { estimateTrend, trendGap } from './trend.ts';

describe('text', () => {
  it('tokenises without accents and folds plurals', () => {
    expect(tokenize('Valises Déco, Suitcases & Boxes (2-pack)')).toEqual([
      'valise',
      'deco',
      'suitcase',
      'box',
      '2',
      'pack',
    ]);
    expect(tokenize('glass bus')).toEqual(['glass', 'bus']);
    expect(keywordTokens('the Best luggage for kids')).toEqual(['best', 'luggage', 'kid']);
  });

  it('matches keywords word by word', () => {
    expect(textContainsKeyword('Kids Roller Luggage, blue', 'luggage for kid')).toBe(true);
    expect(textContainsKeyword('Kids Roller Luggage', 'spinner luggage')).toBe(false);
    expect(textContainsKeyword('anything', 'the')).toBe(false);
  });

  it('proposes phrases that neither start nor end with a stop word', () => {
    expect(candidateKeywords('Set of Travel Bags')).toEqual(['travel', 'travel bag', 'bag']);
  });
});

describe('estimateTrend', () => {
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));
  it('needs two observations a week apart', () => {
    expect(estimateTrend([{ at: day(0), value: 100 }])).toBeNull();
    expect(
      estimateTrend([
        { at: day(0), value: 100 },
        { at: day(3), value: 200 },
      ]),
    ).toBeNull();
  });
  it('says up, down or flat (within ±10 %)', () => {
    expect(
      estimateTrend([
        { at: day(0), value: 100 },
        { at: day(30), value: 150 },
      ]),
    ).toMatchObject({ direction: 'up', changePercent: 50 });
    expect(
      estimateTrend([
        { at: day(0), value: 100 },
        { at: day(30), value: 105 },
      ])?.direction,
    ).toBe('flat');
    expect(
      estimateTrend([
        { at: day(30), value: 50 },
        { at: day(0), value: 100 },
        { at: day(10), value: null },
      ])?.direction,
    ).toBe('down');
  });
  it('reads ranks the other way round', () => {
    expect(
      estimateTrend(
        [
          { at: day(0), value: 1000 },
          { at: day(30), value: 500 },
        ],
        { higherIsBetter: false },
      )?.direction,
    ).toBe('up');
  });
});

describe('why a product has no trend', () => {
  const day = (d: number) => new Date(Date.UTC(2026, 0, 1 + d));
  it('says what is missing: one observation, too close, no figure, none measurable at first', () => {
    expect(trendGap([{ at: day(0), value: 200 }])).toEqual({ reason: 'one_observation', at: day(0) });
    expect(
      trendGap([
        { at: day(0), value: 200 },
        { at: day(3), value: 300 },
      ]),
    ).toEqual({ reason: 'too_close', observations: 2, spanDays: 3 });
    expect(trendGap([{ at: day(0), value: null }])).toEqual({ reason: 'no_figure' });
    expect(
      trendGap([
        { at: day(0), value: 0 },
        { at: day(20), value: 100 },
      ]),
    ).toEqual({ reason: 'from_zero' });
    // An observation older than the 90-day window does not count.
    expect(
      trendGap([
        { at: day(0), value: 100 },
        { at: day(120), value: 100 },
      ]),
    ).toMatchObject({ reason: 'one_observation' });
    expect(
      trendGap([
        { at: day(0), value: 100 },
        { at: day(30), value: 150 },
      ]),
    ).toBeNull();
  });
});
