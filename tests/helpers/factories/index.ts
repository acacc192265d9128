// Typed test data with overrides (docs/development.md, tests). Integration tests build their world
// with these instead of inserting rows by hand; a factory writes what the feature's own code would.
export * from './billing.ts';
export * from './catalog.ts';
export * from './observations.ts';
export * from './promo-codes.ts';
export * from './report-data.ts';
export * from './research.ts';
export * from './seller-data.ts';
export * from './tracking.ts';
export * from './users.ts';
