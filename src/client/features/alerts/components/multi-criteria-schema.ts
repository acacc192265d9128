import * as z from 'zod/mini';
import { parsePriceInput, priceInputValue } from '#client/features/tracking/index.ts';
import type { CreateMultiCriteriaBody } from '#contracts/alerts.ts';
import {
  ALERT_CONDITIONS,
  type AlertCondition,
  CRITERION_KEYS,
  type Criteria,
  type CriterionKey,
  DEFAULT_CRITERIA,
  multiCriteriaProblem,
} from '#domain/alerts/alert-rules.ts';
import { normalizeAsin } from '#domain/asin.ts';
import { MARKETPLACE_CODES, MARKETPLACES } from '#domain/marketplaces.ts';
import { minorUnits } from '#domain/money.ts';

/** The multi-criteria dialog's fields as typed, and their parsing into the request (ADR 110). */
export type Draft = Record<CriterionKey, { enabled: boolean; threshold: string; condition: AlertCondition }>;

export const toDraft = (c: Criteria, currency: string): Draft =>
  Object.fromEntries(
    CRITERION_KEYS.map((k) => [
      k,
      {
        ...c[k],
        threshold:
          k === 'price'
            ? c[k].threshold > 0
              ? priceInputValue(minorUnits(c[k].threshold), currency)
              : ''
            : String(c[k].threshold),
      },
    ]),
  ) as Draft;

/** The typed rule; a disabled criterion keeps a valid number (it is not evaluated). */
function fromDraft(d: Draft, currency: string): Criteria {
  const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s.trim().replace(',', '.')));
  return Object.fromEntries(
    CRITERION_KEYS.map((k) => {
      const typed =
        k === 'price' ? (parsePriceInput(d[k].threshold, currency) ?? Number.NaN) : num(d[k].threshold);
      const threshold = d[k].enabled || Number.isFinite(typed) ? typed : DEFAULT_CRITERIA[k].threshold;
      return [k, { enabled: d[k].enabled, condition: d[k].condition, threshold }];
    }),
  ) as Criteria;
}

const criterionDraft = z.object({
  enabled: z.boolean(),
  threshold: z.string(),
  condition: z.enum(ALERT_CONDITIONS),
});

/**
 * The dialog's text → the alert to save, checked by the domain's rule (spec §5). A problem is
 * reported where it is: on the name, on the criteria, or on one criterion's threshold.
 */
export const dialogSchema = (fixedCurrency: string | undefined) =>
  z.pipe(
    z.object({
      name: z.string(),
      asin: z.string(),
      marketplace: z.enum(MARKETPLACE_CODES),
      criteria: z.object(
        Object.fromEntries(CRITERION_KEYS.map((k) => [k, criterionDraft])) as Record<
          CriterionKey,
          typeof criterionDraft
        >,
      ),
    }),
    z.transform((v, ctx): CreateMultiCriteriaBody => {
      const criteria = fromDraft(v.criteria, fixedCurrency ?? MARKETPLACES[v.marketplace].currency);
      const issue = multiCriteriaProblem({ name: v.name, asin: v.asin, criteria });
      if (!issue)
        return { name: v.name.trim(), asin: normalizeAsin(v.asin), marketplace: v.marketplace, criteria };
      const path =
        issue.code === 'thresholdInvalid'
          ? ['criteria', issue.criterion, 'threshold']
          : issue.code === 'criterionRequired'
            ? ['criteria']
            : ['name'];
      ctx.issues.push({ code: 'custom', message: `multi.${issue.code}`, input: v, path });
      return z.NEVER;
    }),
  );
