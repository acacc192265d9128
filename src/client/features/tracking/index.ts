/**
 * The tracking feature's public entry: what other features use of it (tests/unit/boundaries/client-feature-entries.test.ts).
 */
export { asinField } from './components/asin-field.ts';
export { parsePriceInput, priceInputValue } from './components/price-format.ts';
export { useTrackingErrorToast } from './components/use-tracking-error.ts';
