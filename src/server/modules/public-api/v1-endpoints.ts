import { registerAlertEndpoints } from '../alerts/v1-alerts.ts';
import { registerTrackedProductsEndpoint } from '../tracking/v1-tracked-products.ts';
import { registerResearchEndpoints } from './endpoints/research.ts';
import { registerUsageEndpoint } from './endpoints/usage.ts';
import type { V1Registration } from './v1-env.ts';

/** Every endpoint of the REST API, one line each (see V1Registration). */
export const v1Endpoints: V1Registration[] = [
  registerUsageEndpoint,
  registerResearchEndpoints,
  registerTrackedProductsEndpoint,
  registerAlertEndpoints,
];
