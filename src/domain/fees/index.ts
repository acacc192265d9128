/** Amazon fee tables and calculators (FBA fulfilment, referral, taxes, storage, low inventory) and the one estimate. */
export * from './catalog-category-map.ts';
export * from './estimate-fees.ts';
export * from './fba-cards.ts';
export * from './fba-fee.ts';
export * from './fee-categories.ts';
export * from './fulfilment-surcharges.ts';
export * from './low-inventory-fee.ts';
export * from './rate-card.ts';
export * from './referral-cards.ts';
export * from './referral-cards-intl.ts';
export * from './referral-fee.ts';
export * from './seller-countries.ts';
export * from './size-basis.ts';
export * from './storage-cards.ts';
export * from './storage-fee.ts';
export * from './taxes.ts';
export * from './units.ts';
