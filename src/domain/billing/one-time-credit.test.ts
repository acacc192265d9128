import { describe, expect, it } from 'vitest';
import { monthsIn, unusedOneTimeCents } from './one-time-credit.ts';

const start = new Date('2026-03-01T00:00:00Z');
const end = new Date('2026-04-01T00:00:00Z'); // 31 days
const at = (days: number) => new Date(start.getTime() + days * 86_400_000);

describe('unusedOneTimeCents', () => {
  it('credits the days left of a pro month at the price paid (47 €)', () => {
    expect(unusedOneTimeCents({ plan: 'pro', start, end }, at(0))).toBe(4700);
    expect(unusedOneTimeCents({ plan: 'pro', start, end }, at(31 / 2))).toBe(2350);
    expect(unusedOneTimeCents({ plan: 'pro', start, end }, at(30))).toBe(Math.round(4700 / 31));
  });

  it('credits nothing once the month has ended', () => {
    expect(unusedOneTimeCents({ plan: 'pro', start, end }, at(31))).toBe(0);
    expect(unusedOneTimeCents({ plan: 'pro', start, end }, at(40))).toBe(0);
  });

  it('counts two months bought back to back as two payments', () => {
    const twoMonths = { plan: 'starter' as const, start, end: new Date('2026-05-01T00:00:00Z') };
    expect(monthsIn(twoMonths)).toBe(2);
    expect(unusedOneTimeCents(twoMonths, start)).toBe(2 * 1700);
  });
});
