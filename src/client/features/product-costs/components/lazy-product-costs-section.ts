import { lazy } from 'react';

/**
 * The "Product costs" section of /analytics, shown only once the seller's sales data has answered:
 * its code (the cost form, the fee estimate and Amazon's referral cards) loads then, not with the
 * page (the initial-js benchmark, ADR 192).
 */
export const ProductCostsSection = lazy(() =>
  import('./product-costs-section.tsx').then((m) => ({ default: m.ProductCostsSection })),
);
