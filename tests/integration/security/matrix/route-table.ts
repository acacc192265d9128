import { accountRoutes } from './account-routes.ts';
import { authRoutes } from './auth-routes.ts';
import { coreRoutes } from './core-routes.ts';
import { researchRoutes } from './research-routes.ts';
import type { RouteEntry } from './route-entry.ts';
import { toolkitRoutes } from './toolkit-routes.ts';
import { trackingRoutes } from './tracking-routes.ts';

/** One entry per /api route (the authorization matrix's rows; the fuzzing reuses their valid requests). */
export const routeTable: RouteEntry[] = [
  ...coreRoutes,
  ...researchRoutes,
  ...toolkitRoutes,
  ...trackingRoutes,
  ...accountRoutes,
  ...authRoutes,
];
