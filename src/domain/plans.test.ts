import { describe, expect, it } from 'vitest';
import {
  hasFeature,
  isPlanId,
  lowestPaidMonthlyPriceCents,
  minimumPlanFor,
  PLANS,
  quotaOf,
  UNLIMITED,
  yearlySavingPercent,
} from './plans.ts';

describe('plan table', () => {
  it('has the specified prices', () => {
    expect(PLANS.free.monthlyPriceCents).toBe(0);
    expect([PLANS.starter.monthlyPriceCents, PLANS.starter.yearlyPriceCents]).toEqual([1700, 17000]);
    expect([PLANS.pro.monthlyPriceCents, PLANS.pro.yearlyPriceCents]).toEqual([4700, 47000]);
    expect([PLANS.elite.monthlyPriceCents, PLANS.elite.yearlyPriceCents]).toEqual([9700, 97000]);
    expect(lowestPaidMonthlyPriceCents()).toBe(1700);
  });

  it('has the enforced quotas', () => {
    expect(PLANS.free.quotas).toEqual({ productSearches: 5, keywordSearches: 10, trackedCompetitors: 0 });
    expect(PLANS.starter.quotas).toEqual({
      productSearches: 50,
      keywordSearches: 100,
      trackedCompetitors: 20,
    });
    expect(PLANS.pro.quotas).toEqual({
      productSearches: 200,
      keywordSearches: UNLIMITED,
      trackedCompetitors: 100,
    });
    expect(quotaOf('elite', 'productSearches')).toBe(UNLIMITED);
  });

  it('saves 17 % on every yearly paid plan', () => {
    for (const id of ['starter', 'pro', 'elite'] as const) expect(yearlySavingPercent(id)).toBe(17);
    expect(yearlySavingPercent('free')).toBe(0);
  });

  it('gates features per spec §6, each plan including the one below', () => {
    expect(hasFeature('free', 'export')).toBe(false);
    expect(hasFeature('starter', 'competitorTracking')).toBe(true);
    expect(hasFeature('starter', 'inventoryForecast')).toBe(false);
    expect(hasFeature('pro', 'monthlyReport')).toBe(true);
    expect(hasFeature('pro', 'analyticsDashboard')).toBe(false);
    expect(hasFeature('elite', 'multiMarket')).toBe(true);
    for (const f of PLANS.starter.features) expect(hasFeature('pro', f)).toBe(true);
    for (const f of PLANS.pro.features) expect(hasFeature('elite', f)).toBe(true);
    expect(minimumPlanFor('competitorTracking')).toBe('starter');
    expect(minimumPlanFor('opportunityScanner')).toBe('pro');
    expect(minimumPlanFor('nicheDetection')).toBe('elite');
  });

  it('recognises plan ids only', () => {
    expect(isPlanId('pro')).toBe(true);
    expect(isPlanId('PRO')).toBe(false);
    expect(isPlanId(undefined)).toBe(false);
  });
});
