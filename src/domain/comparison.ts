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

/**
 * Only what is true of every offer compared (the two best-known seller suites, at their entry price
 * or above, as they advertised it in 2025): the research, tracking, profit and AI listing tools all
 * three have, and what Scout alone is — self-hosted and open source, the data on the operator's own
 * server. Nothing is marked missing from a competitor unless it is certain; Scout's other tools are
 * listed apart (SCOUT_ALSO), without a claim about the competitors.
 */
export const comparisonCategories: { category: string; rows: ComparisonRow[] }[] = [
  {
    category: 'research',
    rows: [
      { feature: 'productResearch', scout: true, competitorA: true, competitorB: true },
      { feature: 'keywordResearch', scout: true, competitorA: true, competitorB: true },
      { feature: 'reverseAsin', scout: true, competitorA: true, competitorB: true },
    ],
  },
  {
    category: 'tracking',
    rows: [{ feature: 'competitorTracking', scout: true, competitorA: true, competitorB: true }],
  },
  {
    category: 'profitability',
    rows: [{ feature: 'roiCalculator', scout: true, competitorA: true, competitorB: true }],
  },
  {
    category: 'ai',
    rows: [{ feature: 'aiListing', scout: true, competitorA: true, competitorB: true }],
  },
  {
    category: 'platform',
    rows: [
      { feature: 'selfHosted', scout: true, competitorA: false, competitorB: false },
      { feature: 'ownData', scout: true, competitorA: false, competitorB: false },
    ],
  },
];

/** Scout's other tools, listed without any claim about the competitors. */
export const SCOUT_ALSO = [
  'priceAlerts',
  'multiCriteriaAlerts',
  'inventoryForecast',
  'monthlyReport',
  'consultation',
  'restApi',
  'extension',
  'bilingual',
] as const;
