import { describe, expect, it } from 'vitest';
import { prorate } from './proration.ts';

const start = new Date('2026-03-01T00:00:00Z');
const end = new Date('2026-03-31T00:00:00Z'); // 30 days
const day = (n: number) => new Date(start.getTime() + n * 86_400_000);

describe('prorate', () => {
  it('upgrades halfway through a month: half a month of the difference', () => {
    const p = prorate({
      from: { plan: 'starter', period: 'monthly' },
      to: { plan: 'pro', period: 'monthly' },
      periodStart: start,
      periodEnd: end,
      now: day(15),
    });
    expect(p.remainingFraction).toBe(0.5);
    expect(p.creditCents).toBe(850);
    expect(p.chargeCents).toBe(2350);
    expect(p.amountDueCents).toBe(1500);
    expect(p.newPeriodEnd).toEqual(end);
  });

  it('downgrades into a credit', () => {
    const p = prorate({
      from: { plan: 'elite', period: 'monthly' },
      to: { plan: 'starter', period: 'monthly' },
      periodStart: start,
      periodEnd: end,
      now: day(10),
    });
    expect(p.creditCents).toBe(6467); // 9700 × 20/30
    expect(p.chargeCents).toBe(1133); // 1700 × 20/30
    expect(p.amountDueCents).toBe(-5334);
  });

  it('switching monthly → yearly starts a new year now and charges it in full, less the credit', () => {
    const p = prorate({
      from: { plan: 'pro', period: 'monthly' },
      to: { plan: 'pro', period: 'yearly' },
      periodStart: start,
      periodEnd: end,
      now: day(6),
    });
    expect(p.creditCents).toBe(3760); // 4700 × 24/30
    expect(p.chargeCents).toBe(47000);
    expect(p.amountDueCents).toBe(43240);
    expect(p.newPeriodStart).toEqual(day(6));
    expect(p.newPeriodEnd).toEqual(new Date('2027-03-07T00:00:00Z'));
  });

  it('charges nothing when the period is over or the plan is the same', () => {
    expect(
      prorate({
        from: { plan: 'pro', period: 'monthly' },
        to: { plan: 'elite', period: 'monthly' },
        periodStart: start,
        periodEnd: end,
        now: day(40),
      }).amountDueCents,
    ).toBe(0);
    expect(
      prorate({
        from: { plan: 'pro', period: 'monthly' },
        to: { plan: 'pro', period: 'monthly' },
        periodStart: start,
        periodEnd: end,
        now: day(3),
      }).amountDueCents,
    ).toBe(0);
  });
});
