// Every table, one file per feature (named as its module, src/server/modules/<name>), plus the
// infrastructure tables (jobs, outbox, rate-limits). Add one export line per schema file.
export * from './account.ts';
export * from './ai.ts';
export * from './alerts.ts';
export * from './amazon.ts';
export * from './api-keys.ts';
export * from './audit.ts';
export * from './auth.ts';
export * from './billing.ts';
export * from './brand-analytics.ts';
export * from './catalog.ts';
export * from './catalog-sizes.ts';
export * from './fees.ts';
export * from './keywords.ts';
export * from './market-data.ts';
export * from './observations.ts';
export * from './outbox.ts';
export * from './product-costs.ts';
export * from './profile.ts';
export * from './promo-codes.ts';
export * from './rate-limits.ts';
export * from './research.ts';
export * from './reviews.ts';
export * from './seller-data.ts';
export * from './toolkit.ts';
export * from './tracking.ts';
export * from './usage.ts';
