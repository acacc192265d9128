// The public entry of the reviews module: other server code imports it only from here.
export { detectStoredReviewLanguages } from './detect-stored-languages.ts';
export { getReviewStats } from './get-review-stats.ts';
export { reviewRoutes } from './routes.ts';
