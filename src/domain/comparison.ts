/**
 * The marketing comparison (spec §2 Compare): Scout against two anonymous competitor offers.
 * Scout's price comes from the plan table; the competitors' prices are the specification's figures.
 */
import { type MinorUnits, minorUnits } from './money.ts';
import { lowestPaidMonthlyPriceCents, PLAN_CURRENCY } from './plans.ts';

export interface Offer {
  id: 'scout' | 'competitorA' | 'competitorB';
  monthlyPriceCents: MinorUnits;
  currency: string;
}

export const offers: Offer[] = [
  { id: 'scout', monthlyPriceCents: lowestPaidMonthlyPriceCents(), currency: PLAN_CURRENCY },
  { id: 'competitorA', monthlyPriceCents: minorUnits(9900), currency: 'USD' },
  { id: 'competitorB', monthlyPriceCents: minorUnits(4900), currency: 'USD' },
];

export interface ComparisonRow {
  feature: string;
  scout: boolean;
  competitorA: boolean;
  competitorB: boolean;
}

export const comparisonCategories: { category: string; rows: ComparisonRow[] }[] = [
  {
    category: 'research',
    rows: [
      { feature: 'productResearch', scout: true, competitorA: true, competitorB: true },
      { feature: 'keywordResearch', scout: true, competitorA: true, competitorB: true },
      { feature: 'reverseAsin', scout: true, competitorA: true, competitorB: false },
    ],
  },
  {
    category: 'tracking',
    rows: [
      { feature: 'competitorTracking', scout: true, competitorA: true, competitorB: true },
      { feature: 'priceAlerts', scout: true, competitorA: true, competitorB: false },
      { feature: 'multiCriteriaAlerts', scout: true, competitorA: false, competitorB: false },
    ],
  },
  {
    category: 'profitability',
    rows: [
      { feature: 'roiCalculator', scout: true, competitorA: true, competitorB: true },
      { feature: 'inventoryForecast', scout: true, competitorA: true, competitorB: false },
    ],
  },
  {
    category: 'ai',
    rows: [
      { feature: 'aiAssistant', scout: true, competitorA: true, competitorB: false },
      { feature: 'monthlyReport', scout: true, competitorA: false, competitorB: false },
    ],
  },
  {
    category: 'platform',
    rows: [
      { feature: 'selfHosted', scout: true, competitorA: false, competitorB: false },
      { feature: 'frenchInterface', scout: true, competitorA: false, competitorB: true },
    ],
  },
];
