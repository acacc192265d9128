/**
 * The product-costs feature's public entry: what other features use of it (tests/unit/boundaries/client-feature-entries.test.ts).
 */
export { ProductCostsSection } from './components/lazy-product-costs-section.ts';
