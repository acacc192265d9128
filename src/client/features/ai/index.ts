/**
 * The ai feature's public entry: what other features use of it (tests/unit/boundaries/client-feature-entries.test.ts).
 */
export { ListingGeneratorAction } from './components/listing-generator-action.tsx';
