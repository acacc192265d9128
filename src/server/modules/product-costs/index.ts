// The public entry of the product-costs module: other server code imports it only from here.
export { averageMarginThisMonth } from './average-margin-this-month.ts';
export { productCostRoutes } from './routes.ts';
export { salesWithCosts } from './sales-with-costs.ts';
