import { describe, expect, it } from 'vitest';
import { lowersAccess } from './access-never-lowered.ts';

const now = new Date('2026-03-01T00:00:00Z');
const at = (iso: string) => new Date(iso);

describe('lowersAccess', () => {
  it('never for a user with nothing running', () => {
    expect(
      lowersAccess({ current: null, next: { plan: 'starter', end: at('2026-04-01') }, floor: 'free', now }),
    ).toBe(false);
    expect(
      lowersAccess({
        current: { plan: 'elite', end: at('2026-02-01') },
        next: { plan: 'starter', end: at('2026-04-01') },
        floor: 'free',
        now,
      }),
    ).toBe(false);
  });

  it('a lower plan while a higher one runs (elite until 2027 → starter for a month)', () => {
    expect(
      lowersAccess({
        current: { plan: 'elite', end: at('2027-01-01') },
        next: { plan: 'starter', end: at('2026-04-01') },
        floor: 'free',
        now,
      }),
    ).toBe(true);
  });

  it('a higher plan that ends before the running one (starter until 2027 → pro for a month)', () => {
    expect(
      lowersAccess({
        current: { plan: 'starter', end: at('2027-01-01') },
        next: { plan: 'pro', end: at('2026-04-01') },
        floor: 'free',
        now,
      }),
    ).toBe(true);
    expect(
      lowersAccess({
        current: { plan: 'starter', end: at('2026-03-10') },
        next: { plan: 'pro', end: at('2026-04-01') },
        floor: 'free',
        now,
      }),
    ).toBe(false);
  });

  it('the same plan extended, never shortened', () => {
    const current = { plan: 'pro' as const, end: at('2026-03-20') };
    expect(lowersAccess({ current, next: { plan: 'pro', end: at('2026-04-20') }, floor: 'free', now })).toBe(
      false,
    );
    expect(lowersAccess({ current, next: { plan: 'pro', end: at('2026-03-10') }, floor: 'free', now })).toBe(
      true,
    );
  });

  it('nothing is lost when the running plan is no more than the lifetime plan', () => {
    expect(
      lowersAccess({
        current: { plan: 'starter', end: at('2027-01-01') },
        next: { plan: 'pro', end: at('2026-04-01') },
        floor: 'starter',
        now,
      }),
    ).toBe(false);
  });
});
