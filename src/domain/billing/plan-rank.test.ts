import { describe, expect, it } from 'vitest';
import { higherPlan, planRank, ranksAbove } from './plan-rank.ts';

describe('plan ladder', () => {
  it('orders free < starter < pro < elite', () => {
    expect(
      ['elite', 'free', 'pro', 'starter'].sort((a, b) => planRank(a as never) - planRank(b as never)),
    ).toEqual(['free', 'starter', 'pro', 'elite']);
    expect(ranksAbove('pro', 'starter')).toBe(true);
    expect(ranksAbove('pro', 'pro')).toBe(false);
    expect(ranksAbove('starter', 'elite')).toBe(false);
  });

  it('picks the higher plan', () => {
    expect(higherPlan('starter', 'elite')).toBe('elite');
    expect(higherPlan('pro', 'free')).toBe('pro');
    expect(higherPlan('pro', 'pro')).toBe('pro');
  });
});
