import type { V1Registration } from '#server/http/v1/v1-env.ts';
import { registerAlertEndpoints } from '#server/modules/alerts/index.ts';
import { registerObservationEndpoints } from '#server/modules/observations/index.ts';
import { registerTrackedProductsEndpoint } from '#server/modules/tracking/index.ts';
import { registerResearchEndpoints } from './endpoints/research.ts';
import { registerUsageEndpoint } from './endpoints/usage.ts';

/** Every endpoint of the REST API, one line each (see V1Registration). */
export const v1Endpoints: V1Registration[] = [
  registerUsageEndpoint,
  registerResearchEndpoints,
  registerTrackedProductsEndpoint,
  registerAlertEndpoints,
  registerObservationEndpoints,
];
