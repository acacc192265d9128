// Every table, by domain. Add one export line per schema file.
export * from './ai.ts';
export * from './amazon.ts';
export * from './api-keys.ts';
export * from './auth.ts';
export * from './billing.ts';
export * from './catalog.ts';
export * from './outbox.ts';
export * from './payments.ts';
export * from './product-costs.ts';
export * from './profiles.ts';
export * from './rate-limits.ts';
export * from './research.ts';
export * from './reviews.ts';
export * from './seller-data.ts';
export * from './toolkit.ts';
export * from './tracking.ts';
