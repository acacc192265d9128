import * as z from 'zod/mini';
import { MARKETPLACE_CODES } from '#domain/marketplaces.ts';
import { dateTime, queryNumber } from './common.ts';
import { defineApi } from './define.ts';

export const marketSourceName = z.enum(['keepa', 'sp_api']);

/**
 * Live research work (a keyword crawl, an ASIN fetched, a history backfill) as the pages that wait
 * on it see it. Requests are shared by users asking the same thing: no user in it.
 */
export const marketRequestView = z.object({
  id: z.number(),
  kind: z.enum(['keyword', 'asin', 'history']),
  marketplace: z.enum(MARKETPLACE_CODES),
  subject: z.string(),
  state: z.enum(['queued', 'running', 'done', 'failed']),
  source: z.nullable(marketSourceName),
  /** Products stored so far, and the source's estimate of all matches (a keyword crawl). */
  stored: z.number(),
  total: z.nullable(z.number()),
  /** Set while the run waits for a source's rate budget: when it expects to go on. */
  waitingUntil: z.nullable(dateTime),
  /** Why it stopped short, as an error code (errors/market-data.json). */
  stoppedCode: z.nullable(z.string()),
  createdAt: dateTime,
  finishedAt: z.nullable(dateTime),
});
export type MarketRequestView = z.output<typeof marketRequestView>;

/** One source on the admin's Data sources page. */
export const dataSourceState = z.object({
  source: marketSourceName,
  configured: z.boolean(),
  /** The variables to set when it is not configured. */
  toConfigure: z.array(z.string()),
  /** Rate budgets now: tokens or calls left, refill per second, bucket size. */
  buckets: z.array(z.object({ name: z.string(), tokens: z.number(), rate: z.number(), burst: z.number() })),
  today: z.object({ calls: z.number(), units: z.number(), items: z.number(), failures: z.number() }),
  /** The operator's daily cap (Keepa tokens, SP-API calls) and one user's share of it. */
  cap: z.nullable(z.number()),
  userCap: z.nullable(z.number()),
  lastSuccessAt: z.nullable(dateTime),
  lastError: z.nullable(z.object({ at: dateTime, code: z.string(), detail: z.nullable(z.string()) })),
  /** Catalog products whose current figures come from this source, by age of their observation. */
  products: z.object({ fresh: z.number(), older: z.number(), stale: z.number() }),
});
export type DataSourceState = z.output<typeof dataSourceState>;

/** Where the calibration of a marketplace's sales curves stands, per root category (admin, Data sources). */
export const calibrationProgress = z.object({
  marketplace: z.enum(MARKETPLACE_CODES),
  keepaConfigured: z.boolean(),
  /** The crawl's Keepa tokens a UTC day (SALES_CALIBRATION_DAILY_TOKENS) and those charged today. */
  dailyTokens: z.number(),
  tokensToday: z.number(),
  categories: z.array(
    z.object({
      departmentId: z.int(),
      name: z.string(),
      /** The calibration crawl of the category, when one was started. */
      crawl: z.nullable(
        z.object({
          state: z.enum(['crawling', 'calibrated', 'exhausted', 'failed']),
          tokensSpent: z.number(),
          queries: z.number(),
          productsFetched: z.number(),
          lastErrorCode: z.nullable(z.string()),
          lastRunAt: z.nullable(dateTime),
          calibratedAt: z.nullable(dateTime),
        }),
      ),
      /** The last fit: its sample, its rank spread, and the curve with its held-out error or why none. */
      fit: z.nullable(
        z.object({
          fittedAt: dateTime,
          pairs: z.number(),
          products: z.number(),
          rankMin: z.nullable(z.number()),
          rankMax: z.nullable(z.number()),
          reason: z.nullable(z.string()),
          literatureMedianApe: z.nullable(z.number()),
          curve: z.nullable(
            z.object({
              a: z.number(),
              b: z.number(),
              medianApe: z.number(),
              p80Ape: z.number(),
              heldOutPairs: z.number(),
            }),
          ),
        }),
      ),
    }),
  ),
});
export type CalibrationProgress = z.output<typeof calibrationProgress>;

export const dataSourcesOverview = z.object({
  marketplace: z.enum(MARKETPLACE_CODES),
  sources: z.array(dataSourceState),
  /** Catalog products by source (all sources, live or not) and age. */
  catalog: z.array(z.object({ source: z.string(), fresh: z.number(), older: z.number(), stale: z.number() })),
  /** Live research work: queued, running, failed today, done today. */
  requests: z.object({ queued: z.number(), running: z.number(), failed: z.number(), done: z.number() }),
  freshDays: z.number(),
  staleDays: z.number(),
  /** The sales curves' calibration on this marketplace. */
  calibration: calibrationProgress,
});
export type DataSourcesOverview = z.output<typeof dataSourcesOverview>;

/** The administrators' Data sources page: each live source's configuration, budget and last outcomes. */
export const dataSourcesApi = defineApi('/admin/data-sources', {
  overview: {
    method: 'GET',
    path: '/',
    query: z.object({ marketplace: z._default(z.enum(MARKETPLACE_CODES), 'US') }),
    response: dataSourcesOverview,
  },
  /** Starts (or restarts) the calibration crawl of a root category now. */
  calibrate: {
    method: 'POST',
    path: '/calibration/:departmentId',
    params: z.object({ departmentId: queryNumber().check(z.int(), z.positive(), z.maximum(2_147_483_647)) }),
    response: calibrationProgress,
  },
  check: {
    method: 'POST',
    path: '/:source/check',
    params: z.object({ source: marketSourceName }),
    body: z.object({ marketplace: z._default(z.enum(MARKETPLACE_CODES), 'US') }),
    response: z.object({ ok: z.boolean(), code: z.nullable(z.string()) }),
  },
});
