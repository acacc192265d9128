/**
 * Alert evaluation (spec §3 price alert and multi-criteria alert, §9 default thresholds). Pure:
 * the server evaluates stored observations with these functions; the client reuses the defaults
 * and the validation. Thresholds are inclusive: "below 25.00" is met at 25.00.
 */
export const ALERT_CONDITIONS = ['below', 'above'] as const;
export type AlertCondition = (typeof ALERT_CONDITIONS)[number];

export const CRITERION_KEYS = ['price', 'stock', 'ranking', 'reviews', 'rating'] as const;
export type CriterionKey = (typeof CRITERION_KEYS)[number];

export interface Criterion {
  enabled: boolean;
  /** price: minor units (cents) of the product's currency; stock: units; ranking: BSR; rating: 0-5. */
  threshold: number;
  condition: AlertCondition;
}
export type Criteria = Record<CriterionKey, Criterion>;

/**
 * Spec §9: stock 10, ranking 1000, reviews 100, rating 4. The price has no default threshold (it
 * depends on the product): it starts disabled at 0 and must be set when enabled.
 */
export const DEFAULT_CRITERIA: Criteria = {
  price: { enabled: false, threshold: 0, condition: 'below' },
  stock: { enabled: true, threshold: 10, condition: 'below' },
  ranking: { enabled: true, threshold: 1000, condition: 'below' },
  reviews: { enabled: false, threshold: 100, condition: 'below' },
  rating: { enabled: false, threshold: 4, condition: 'below' },
};

/** What is known of a product at one moment; null = not observed. */
export interface ObservedValues {
  priceCents: number | null;
  bestSellersRank: number | null;
  inStock: boolean | null;
  stockQuantity: number | null;
  rating: number | null;
  reviewCount: number | null;
}

/** value at or below / at or above threshold. */
export const conditionMet = (value: number, condition: AlertCondition, threshold: number) =>
  condition === 'below' ? value <= threshold : value >= threshold;

/** The value a criterion compares; null when the observation does not say. Out of stock counts as 0 units. */
export function criterionValue(key: CriterionKey, o: ObservedValues): number | null {
  switch (key) {
    case 'price':
      return o.priceCents;
    case 'stock':
      return o.stockQuantity ?? (o.inStock === false ? 0 : null);
    case 'ranking':
      return o.bestSellersRank;
    case 'reviews':
      return o.reviewCount;
    case 'rating':
      return o.rating;
  }
}

/** Price alert: true/false, or null when no price is known (the alert keeps its state). */
export function priceAlertMet(
  alert: { condition: AlertCondition; targetPriceCents: number },
  priceCents: number | null,
): boolean | null {
  if (priceCents == null) return null;
  return conditionMet(priceCents, alert.condition, alert.targetPriceCents);
}

export interface CriterionOutcome {
  key: CriterionKey;
  condition: AlertCondition;
  threshold: number;
  value: number | null;
  met: boolean;
}

/**
 * Multi-criteria alert: met when every enabled criterion is met. A criterion whose value is not
 * observed is not met. `met` is null when no enabled criterion has a value (nothing to judge).
 */
export function multiCriteriaMet(
  criteria: Criteria,
  observed: ObservedValues,
): { met: boolean | null; outcomes: CriterionOutcome[] } {
  const outcomes = CRITERION_KEYS.filter((key) => criteria[key].enabled).map((key) => {
    const { condition, threshold } = criteria[key];
    const value = criterionValue(key, observed);
    return {
      key,
      condition,
      threshold,
      value,
      met: value != null && conditionMet(value, condition, threshold),
    };
  });
  if (outcomes.length === 0 || outcomes.every((o) => o.value == null)) return { met: null, outcomes };
  return { met: outcomes.every((o) => o.met), outcomes };
}

/**
 * Alerts notify on the way in: when the condition becomes met after not being met. Unknown (null)
 * keeps the previous state and notifies nothing.
 */
export function nextAlertState(
  wasTriggered: boolean,
  met: boolean | null,
): { triggered: boolean; notify: boolean } {
  if (met == null) return { triggered: wasTriggered, notify: false };
  return { triggered: met, notify: met && !wasTriggered };
}

/** Valid threshold range per criterion (inclusive). */
export const CRITERION_LIMITS: Record<CriterionKey, { min: number; max: number; integer: boolean }> = {
  price: { min: 1, max: 100_000_000, integer: true },
  stock: { min: 0, max: 1_000_000, integer: true },
  ranking: { min: 1, max: 100_000_000, integer: true },
  reviews: { min: 0, max: 100_000_000, integer: true },
  rating: { min: 0, max: 5, integer: false },
};

export type MultiCriteriaProblem =
  | { code: 'nameAndAsinRequired' }
  | { code: 'criterionRequired' }
  | { code: 'thresholdInvalid'; criterion: CriterionKey };

/** Spec §5: name and ASIN required; at least one criterion enabled; thresholds in range. */
export function multiCriteriaProblem(input: {
  name: string;
  asin: string;
  criteria: Criteria;
}): MultiCriteriaProblem | null {
  if (!input.name.trim() || !input.asin.trim()) return { code: 'nameAndAsinRequired' };
  if (!CRITERION_KEYS.some((key) => input.criteria[key].enabled)) return { code: 'criterionRequired' };
  for (const key of CRITERION_KEYS) {
    const c = input.criteria[key];
    if (!c.enabled) continue;
    const limits = CRITERION_LIMITS[key];
    const ok =
      Number.isFinite(c.threshold) &&
      c.threshold >= limits.min &&
      c.threshold <= limits.max &&
      (!limits.integer || Number.isInteger(c.threshold));
    if (!ok) return { code: 'thresholdInvalid', criterion: key };
  }
  return null;
}

/** Same rule (whatever the key order of the stored JSON). */
export const sameCriteria = (a: Criteria, b: Criteria) =>
  CRITERION_KEYS.every(
    (k) =>
      a[k].enabled === b[k].enabled && a[k].threshold === b[k].threshold && a[k].condition === b[k].condition,
  );
