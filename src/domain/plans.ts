/**
 * THE plan table: prices, monthly quotas and feature gates. The pricing page, the marketing copy,
 * the server guards and the usage meter all read this file; no other copy of these numbers exists.
 * Quotas are the "actually enforced" reading of the specification (ARCHITECTURE §6).
 */
import { type MinorUnits, minorUnits } from './money.ts';
export const PLAN_IDS = ['free', 'starter', 'pro', 'elite'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const PAID_PLAN_IDS = ['starter', 'pro', 'elite'] as const;
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

export const PLAN_CURRENCY = 'EUR';

/** -1 means unlimited. */
export const UNLIMITED = -1;

export type QuotaKind = 'productSearches' | 'keywordSearches' | 'trackedCompetitors';

export type Feature =
  | 'export'
  | 'competitorTracking'
  | 'priceAlerts'
  | 'seasonalTrends'
  | 'listingOptimizer'
  | 'listingOptimizerComplete'
  | 'advancedRoi'
  | 'roiRecommendations'
  | 'inventoryForecast'
  | 'multiCriteriaAlerts'
  | 'opportunityScanner'
  | 'productAnalyzer'
  | 'monthlyReport'
  | 'strategicConsultation'
  | 'apiAccess'
  | 'analyticsDashboard'
  | 'multiMarket'
  | 'nicheDetection'
  | 'listingAnalysis';

export type SupportLevel = 'standard' | 'priority' | 'vip';

/**
 * The AI model class a plan's answers use (standard: the fast model, e.g. Gemini Flash; advanced: the
 * more capable one, e.g. Gemini Pro) and the answer length budget in output tokens.
 */
export type AiTier = 'standard' | 'advanced';
export interface PlanAi {
  tier: AiTier;
  maxOutputTokens: number;
}

export interface Plan {
  id: PlanId;
  /** Prices in cents of PLAN_CURRENCY. */
  monthlyPriceCents: MinorUnits;
  yearlyPriceCents: MinorUnits;
  quotas: Record<QuotaKind, number>;
  features: readonly Feature[];
  support: SupportLevel;
  ai: PlanAi;
  popular?: boolean;
}

const STARTER_FEATURES: readonly Feature[] = [
  'export',
  'competitorTracking',
  'priceAlerts',
  'seasonalTrends',
  'listingOptimizer',
  'advancedRoi',
];

const PRO_FEATURES: readonly Feature[] = [
  ...STARTER_FEATURES,
  'listingOptimizerComplete',
  'roiRecommendations',
  'inventoryForecast',
  'multiCriteriaAlerts',
  'opportunityScanner',
  'productAnalyzer',
  'monthlyReport',
  'strategicConsultation',
  'apiAccess',
];

const ELITE_FEATURES: readonly Feature[] = [
  ...PRO_FEATURES,
  'analyticsDashboard',
  'multiMarket',
  'nicheDetection',
  'listingAnalysis',
];

export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    monthlyPriceCents: minorUnits(0),
    yearlyPriceCents: minorUnits(0),
    quotas: { productSearches: 5, keywordSearches: 10, trackedCompetitors: 0 },
    features: [],
    support: 'standard',
    ai: { tier: 'standard', maxOutputTokens: 1000 },
  },
  starter: {
    id: 'starter',
    monthlyPriceCents: minorUnits(1700),
    yearlyPriceCents: minorUnits(17000),
    quotas: { productSearches: 50, keywordSearches: 100, trackedCompetitors: 20 },
    features: STARTER_FEATURES,
    support: 'standard',
    ai: { tier: 'standard', maxOutputTokens: 1500 },
  },
  pro: {
    id: 'pro',
    monthlyPriceCents: minorUnits(4700),
    yearlyPriceCents: minorUnits(47000),
    quotas: { productSearches: 200, keywordSearches: UNLIMITED, trackedCompetitors: 100 },
    features: PRO_FEATURES,
    support: 'priority',
    ai: { tier: 'standard', maxOutputTokens: 2500 },
    popular: true,
  },
  elite: {
    id: 'elite',
    monthlyPriceCents: minorUnits(9700),
    yearlyPriceCents: minorUnits(97000),
    quotas: { productSearches: UNLIMITED, keywordSearches: UNLIMITED, trackedCompetitors: UNLIMITED },
    features: ELITE_FEATURES,
    support: 'vip',
    ai: { tier: 'advanced', maxOutputTokens: 4000 },
  },
};

export const isPlanId = (v: unknown): v is PlanId =>
  typeof v === 'string' && (PLAN_IDS as readonly string[]).includes(v);
export const isPaidPlanId = (v: unknown): v is PaidPlanId =>
  typeof v === 'string' && (PAID_PLAN_IDS as readonly string[]).includes(v);

export const hasFeature = (plan: PlanId, feature: Feature) => PLANS[plan].features.includes(feature);

/** The cheapest plan that includes a feature (for "available from the X plan" messages). */
export function minimumPlanFor(feature: Feature): PlanId {
  const found = PLAN_IDS.find((id) => hasFeature(id, feature));
  if (!found) throw new Error(`no plan includes ${feature}`);
  return found;
}

export const quotaOf = (plan: PlanId, kind: QuotaKind) => PLANS[plan].quotas[kind];
export const isUnlimited = (limit: number) => limit === UNLIMITED;

/** Yearly saving against 12 monthly payments, in whole percent (17 for every paid plan). */
export function yearlySavingPercent(plan: PlanId): number {
  const p = PLANS[plan];
  if (p.monthlyPriceCents === 0) return 0;
  return Math.round((1 - p.yearlyPriceCents / (12 * p.monthlyPriceCents)) * 100);
}

/** The lowest paid monthly price, used by marketing copy ("from 17 €/month"). */
export const lowestPaidMonthlyPriceCents = () =>
  minorUnits(Math.min(...PAID_PLAN_IDS.map((id) => PLANS[id].monthlyPriceCents)));
