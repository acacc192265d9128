// The public entry of the promo-codes module: other server code imports it only from here.
export { promoCodeAdminRoutes, promoCodeRoutes } from './routes.ts';
