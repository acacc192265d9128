/**
 * The fees feature's public entry: what other features use of it (tests/unit/boundaries/client-feature-entries.test.ts).
 */
export { useFeeSettings } from './api/fee-settings.ts';
export { EconomicsFigures } from './components/economics-figures.tsx';
export { ConfidenceBadge, FeeBreakdown } from './components/fee-breakdown.tsx';
export { useFeeText } from './components/use-fee-text.ts';
