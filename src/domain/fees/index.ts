/** Amazon fee tables and calculators (referral, FBA fulfilment, monthly storage). */
export * from './catalog-category-map.ts';
export * from './fba-cards.ts';
export * from './fba-fee.ts';
export * from './fee-categories.ts';
export * from './rate-card.ts';
export * from './referral-cards.ts';
export * from './referral-fee.ts';
export * from './storage-cards.ts';
export * from './storage-fee.ts';
export * from './units.ts';
