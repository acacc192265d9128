import * as z from 'zod/mini';
import { ALERT_CONDITIONS, CRITERION_KEYS, type CriterionKey } from '#domain/alerts/alert-rules.ts';
import { CATALOG_SOURCES } from '#domain/catalog/catalog-source.ts';
import { LANGUAGES } from '#domain/languages.ts';
import { MARKETPLACE_CODES } from '#domain/marketplaces.ts';
import { dateTime, fractionalMinorAmount, minorAmount, queryNumber, uuidParams } from './common.ts';
import { defineApi, noContent } from './define.ts';
import { pageReading, readingOfThisProduct } from './observations.ts';

const marketplace = z.enum(MARKETPLACE_CODES);
export const alertCondition = z
  .enum(ALERT_CONDITIONS)
  .check(z.describe('Inclusive: "below" is met at the threshold.'));
const targetPriceCents = z.int().check(z.minimum(1), z.maximum(100_000_000));
const nonEmpty = <T extends object>(v: T) => Object.keys(v).length > 0;

export const createPriceAlertBody = z.object({
  asin: z.string().check(z.maxLength(40)),
  marketplace: z._default(marketplace, 'US'),
  /** Minor units of the marketplace currency. */
  targetPriceCents,
  condition: z._default(alertCondition, 'below'),
  enabled: z._default(z.boolean(), true),
});
export type CreatePriceAlertBody = z.input<typeof createPriceAlertBody>;

export const updatePriceAlertBody = z
  .partial(z.object({ targetPriceCents, condition: alertCondition, enabled: z.boolean() }))
  .check(z.refine(nonEmpty));
export type UpdatePriceAlertBody = z.output<typeof updatePriceAlertBody>;

export const criterion = z
  .object({ enabled: z.boolean(), threshold: z.number(), condition: alertCondition })
  .check(z.meta({ id: 'AlertCriterion' }));
/** Ranges are checked by multiCriteriaProblem (translated, per criterion). */
export const criteriaSchema = z
  .object(
    Object.fromEntries(CRITERION_KEYS.map((k) => [k, criterion])) as Record<CriterionKey, typeof criterion>,
  )
  .check(z.describe('Price in minor units; stock in units; ranking = Best Sellers Rank; rating 0-5.'));

export const createMultiCriteriaBody = z.object({
  name: z.string().check(z.maxLength(100)),
  asin: z.string().check(z.maxLength(40)),
  marketplace: z._default(marketplace, 'US'),
  criteria: criteriaSchema,
  enabled: z._default(z.boolean(), true),
});
export type CreateMultiCriteriaBody = z.input<typeof createMultiCriteriaBody>;

export const updateMultiCriteriaBody = z
  .partial(
    z.object({ name: z.string().check(z.maxLength(100)), criteria: criteriaSchema, enabled: z.boolean() }),
  )
  .check(z.refine(nonEmpty));
export type UpdateMultiCriteriaBody = z.output<typeof updateMultiCriteriaBody>;

const source = z
  .enum(CATALOG_SOURCES)
  .check(z.describe('Who observed it: sample, csv_import, sp_api, keepa, browser or user.'));

export const priceAlert = z
  .object({
    id: z.uuid(),
    asin: z.string(),
    marketplace,
    productName: z.string(),
    targetPriceCents: minorAmount.check(z.describe('Minor units of `currency`.')),
    currency: z.string(),
    condition: alertCondition,
    enabled: z.boolean(),
    triggered: z.boolean().check(z.describe('The condition was met at the last check.')),
    /** The product's latest known price, and when it was observed. */
    currentPriceCents: z.nullable(minorAmount),
    observedAt: dateTime.check(z.describe('When the current price was observed.')),
    source,
    waitingForFreshData: z
      .boolean()
      .check(
        z.describe(
          'The newest price is older than the operator’s freshness limit (48 h by default): the alert waits for a fresh one.',
        ),
      ),
    lastCheckedAt: z.nullable(dateTime),
    lastTriggeredAt: z.nullable(dateTime),
    createdAt: dateTime,
  })
  .check(z.meta({ id: 'PriceAlert' }));
export type PriceAlert = z.output<typeof priceAlert>;

export const observedValues = z.object({
  priceCents: z.nullable(minorAmount),
  stockQuantity: z.nullable(z.int()),
  inStock: z.nullable(z.boolean()),
  bestSellersRank: z.nullable(z.int()),
  reviewCount: z.nullable(z.int()),
  rating: z.nullable(z.number()),
});

export const multiCriteriaAlert = z
  .object({
    id: z.uuid(),
    name: z.string(),
    asin: z.string(),
    marketplace,
    productName: z.string(),
    currency: z.string(),
    criteria: criteriaSchema,
    enabled: z.boolean(),
    triggered: z.boolean(),
    /** Last known values of the product and when they were observed. */
    current: observedValues,
    observedAt: dateTime,
    source,
    /** No enabled criterion has a figure observed within the freshness limit: the alert waits. */
    waitingForFreshData: z.boolean(),
    lastCheckedAt: z.nullable(dateTime),
    lastTriggeredAt: z.nullable(dateTime),
    createdAt: dateTime,
  })
  .check(z.meta({ id: 'MultiCriteriaAlert' }));
export type MultiCriteriaAlert = z.output<typeof multiCriteriaAlert>;

/** Price alerts (starter+) and multi-criteria alerts (pro/elite). */
export const alertsApi = defineApi('/alerts', {
  /** How often the recurring jobs check each kind (operator settings), for the panels' "Checked every …". */
  schedule: {
    method: 'GET',
    path: '/schedule',
    response: z.object({
      priceCheckSeconds: z.number(),
      multiCriteriaCheckSeconds: z.number(),
      /** Figures older than this many hours are not evaluated (the alert waits for a fresh one). */
      maxObservationAgeHours: z.number(),
    }),
  },
  listPrice: { method: 'GET', path: '/price', response: z.object({ alerts: z.array(priceAlert) }) },
  createPrice: {
    method: 'POST',
    path: '/price',
    body: createPriceAlertBody,
    response: z.object({ alert: priceAlert }),
    status: 201,
  },
  updatePrice: {
    method: 'PATCH',
    path: '/price/:id',
    params: uuidParams,
    body: updatePriceAlertBody,
    response: z.object({ alert: priceAlert }),
  },
  removePrice: { method: 'DELETE', path: '/price/:id', params: uuidParams, response: noContent },
  listMulti: {
    method: 'GET',
    path: '/multi-criteria',
    response: z.object({ alerts: z.array(multiCriteriaAlert) }),
  },
  createMulti: {
    method: 'POST',
    path: '/multi-criteria',
    body: createMultiCriteriaBody,
    response: z.object({ alert: multiCriteriaAlert }),
    status: 201,
  },
  updateMulti: {
    method: 'PATCH',
    path: '/multi-criteria/:id',
    params: uuidParams,
    body: updateMultiCriteriaBody,
    response: z.object({ alert: multiCriteriaAlert }),
  },
  removeMulti: { method: 'DELETE', path: '/multi-criteria/:id', params: uuidParams, response: noContent },
});

const criterionOutcome = z.object({
  key: z.enum(CRITERION_KEYS),
  condition: alertCondition,
  threshold: z.number(),
  value: z.nullable(z.number()),
  met: z.boolean(),
});

/** What a triggered alert saw (stored with the notification). */
export const notificationDetails = z.union([
  z.object({
    kind: z.literal('price'),
    condition: alertCondition,
    targetPriceCents: fractionalMinorAmount,
    priceCents: fractionalMinorAmount,
    currency: z.string(),
  }),
  z.object({
    kind: z.literal('multi_criteria'),
    name: z.string(),
    currency: z.string(),
    outcomes: z.array(criterionOutcome),
  }),
]);

export const alertNotification = z.object({
  id: z.string(),
  alertKind: z.enum(['price', 'multi_criteria']),
  alertId: z.string(),
  asin: z.string(),
  marketplace,
  productTitle: z.string(),
  details: notificationDetails,
  /** Where the observation that triggered it came from (null: its snapshot is gone). */
  source: z.nullable(source),
  observedAt: dateTime,
  createdAt: dateTime,
  read: z.boolean(),
});
export type AlertNotification = z.output<typeof alertNotification>;

export const alertPreferences = z.object({ emailOnTrigger: z.boolean(), language: z.enum(LANGUAGES) });
export type AlertPreferences = z.output<typeof alertPreferences>;

/** Triggered-alert notifications and the e-mail preference (any plan). */
export const notificationsApi = defineApi('/notifications', {
  list: {
    method: 'GET',
    path: '/',
    query: z.object({
      limit: z._default(queryNumber().check(z.int(), z.minimum(1), z.maximum(100)), 20),
    }),
    response: z.object({ notifications: z.array(alertNotification), unread: z.number() }),
  },
  markAllRead: { method: 'POST', path: '/read', response: noContent },
  preferences: { method: 'GET', path: '/preferences', response: alertPreferences },
  savePreferences: {
    method: 'PUT',
    path: '/preferences',
    body: alertPreferences,
    response: alertPreferences,
  },
});

/** /api/v1 alerts (priceAlerts and multiCriteriaAlerts features). */
export const alertsV1Api = defineApi('/v1', {
  createPrice: {
    method: 'POST',
    path: '/alerts/price',
    /** Always enabled when created through the API; optionally with the product page's reading. */
    body: z
      .object({ ...z.omit(createPriceAlertBody, { enabled: true }).shape, observation: pageReading })
      .check(readingOfThisProduct()),
    response: z.object({ alert: priceAlert }),
    status: 201,
    docs: {
      tags: ['Alerts'],
      summary: 'Create a price alert',
      description:
        'Alerts you when the price of an ASIN crosses `targetPriceCents` (minor units of the marketplace currency). ' +
        'With `observation` (what its Amazon page shows, as in POST /observations), Scout records that first.',
      responseDescription: 'The alert.',
    },
  },
  listPrice: {
    method: 'GET',
    path: '/alerts/price',
    response: z.object({ alerts: z.array(priceAlert) }),
    docs: {
      tags: ['Alerts'],
      summary: 'Price alerts',
      description:
        'Your price alerts with the current price, whether each is triggered, and when it was last checked.',
      responseDescription: 'Your price alerts.',
    },
  },
  listMultiCriteria: {
    method: 'GET',
    path: '/alerts/multi-criteria',
    response: z.object({ alerts: z.array(multiCriteriaAlert) }),
    docs: {
      tags: ['Alerts'],
      summary: 'Multi-criteria alerts',
      description:
        'Your multi-criteria alerts (met when every enabled criterion is met) with the current values.',
      responseDescription: 'Your multi-criteria alerts.',
    },
  },
});
