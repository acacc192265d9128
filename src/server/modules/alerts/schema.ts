import { z } from 'zod';
import { ALERT_CONDITIONS, CRITERION_KEYS } from '#domain/alerts/alert-rules.ts';
import { LANGUAGES } from '#domain/languages.ts';
import { MARKETPLACE_CODES } from '#domain/marketplaces.ts';

const condition = z.enum(ALERT_CONDITIONS);
const targetPriceCents = z.int().min(1).max(100_000_000);

export const createPriceAlertBody = z.object({
  asin: z.string().max(40),
  marketplace: z.enum(MARKETPLACE_CODES).default('US'),
  /** Minor units of the marketplace currency. */
  targetPriceCents,
  condition: condition.default('below'),
  enabled: z.boolean().default(true),
});

export const updatePriceAlertBody = z
  .object({ targetPriceCents, condition, enabled: z.boolean() })
  .partial()
  .refine((v) => Object.keys(v).length > 0);

const criterion = z.object({ enabled: z.boolean(), threshold: z.number().finite(), condition });
/** Ranges are checked by multiCriteriaProblem (translated, per criterion). */
export const criteriaSchema = z.object(
  Object.fromEntries(CRITERION_KEYS.map((k) => [k, criterion])) as Record<
    (typeof CRITERION_KEYS)[number],
    typeof criterion
  >,
);

export const createMultiCriteriaBody = z.object({
  name: z.string().max(100),
  asin: z.string().max(40),
  marketplace: z.enum(MARKETPLACE_CODES).default('US'),
  criteria: criteriaSchema,
  enabled: z.boolean().default(true),
});

export const updateMultiCriteriaBody = z
  .object({ name: z.string().max(100), criteria: criteriaSchema, enabled: z.boolean() })
  .partial()
  .refine((v) => Object.keys(v).length > 0);

export const notificationsQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });

export const preferencesBody = z.object({ emailOnTrigger: z.boolean(), language: z.enum(LANGUAGES) });
