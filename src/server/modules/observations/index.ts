// The public entry of the observations module (the server side of the browser extension).
export { registerObservationEndpoints } from './v1-observations.ts';
