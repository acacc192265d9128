import { describe, expect, it } from 'vitest';
import {
  addPeriod,
  checkoutAmountCents,
  monthlyRevenueCents,
  parsePriceLookupKey,
  priceLookupKey,
  twelveMonthsCents,
} from './prices.ts';

describe('prices from the plan table', () => {
  it('charges the monthly, yearly or one-month price', () => {
    expect(checkoutAmountCents('pro', 'subscription', 'monthly')).toBe(4700);
    expect(checkoutAmountCents('pro', 'subscription', 'yearly')).toBe(47000);
    expect(checkoutAmountCents('elite', 'one-time', 'yearly')).toBe(9700);
    expect(twelveMonthsCents('starter')).toBe(20400);
  });

  it('counts yearly revenue as a twelfth per month', () => {
    expect(monthlyRevenueCents('starter', 'monthly')).toBe(1700);
    expect(monthlyRevenueCents('starter', 'yearly')).toBe(1417);
    expect(monthlyRevenueCents('elite', 'yearly')).toBe(8083);
  });

  it('adds calendar months, clamping to shorter months', () => {
    expect(addPeriod(new Date('2026-01-31T10:00:00Z'), 'monthly')).toEqual(new Date('2026-02-28T10:00:00Z'));
    expect(addPeriod(new Date('2028-01-31T10:00:00Z'), 'one-month')).toEqual(
      new Date('2028-02-29T10:00:00Z'),
    );
    expect(addPeriod(new Date('2026-12-15T00:00:00Z'), 'monthly')).toEqual(new Date('2027-01-15T00:00:00Z'));
    expect(addPeriod(new Date('2028-02-29T00:00:00Z'), 'yearly')).toEqual(new Date('2029-02-28T00:00:00Z'));
  });

  it('round-trips Stripe lookup keys', () => {
    expect(priceLookupKey('pro', 'yearly')).toBe('scout_pro_yearly');
    expect(priceLookupKey('elite', 'one-time')).toBe('scout_elite_one_time');
    expect(parsePriceLookupKey('scout_starter_one_time')).toEqual({ plan: 'starter', kind: 'one-time' });
    expect(parsePriceLookupKey('scout_free_monthly')).toBeNull();
    expect(parsePriceLookupKey(null)).toBeNull();
  });
});
