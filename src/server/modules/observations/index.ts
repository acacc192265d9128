// The public entry of the observations module (the server side of the browser extension, and the
// administrators' review of observations held back from other users).

export { observationLimitsOf, recordObservations } from './record-observations.ts';
export { observationReviewRoutes } from './routes.ts';
export { registerObservationEndpoints } from './v1-observations.ts';
