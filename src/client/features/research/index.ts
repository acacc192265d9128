/**
 * The research feature's public entry: what other features use of it (tests/unit/boundaries/client-feature-entries.test.ts).
 */
export { useCatalogOverview } from './api/catalog.ts';
export { useEstimateLabels } from './components/use-estimate-labels.ts';
