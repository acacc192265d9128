import { alertsV1Api } from './alerts.ts';
import type { Endpoint } from './define.ts';
import { observationsApi } from './observations.ts';
import { researchV1Api } from './research.ts';
import { trackingV1Api } from './tracking.ts';
import { usageV1Api } from './usage.ts';

/**
 * The REST API (/api/v1): each feature declares its endpoints under `/v1` in its own contract, with
 * `docs`; the OpenAPI document is generated from the groups listed here (ADR 022). Apart from
 * public-api.ts, which the API reference page imports: the page then fetches no feature's contract
 * (the initial-js benchmark, ADR 194).
 */
export const V1_GROUPS: Record<string, Endpoint>[] = [
  usageV1Api,
  researchV1Api,
  trackingV1Api,
  alertsV1Api,
  observationsApi,
];
