// The public entry of the observations module (the server side of the browser extension).

export { recordObservations } from './record-observations.ts';
export { registerObservationEndpoints } from './v1-observations.ts';
