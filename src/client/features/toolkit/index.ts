/**
 * The toolkit feature's public entry: what other features use of it (tests/unit/boundaries/client-feature-entries.test.ts).
 */
export { useProductSeasonalIndex } from './api/seasonal.ts';
export { SeasonalResultView } from './components/seasonal-trends-panel.tsx';
export { useSourcingFlagText } from './components/use-sourcing-flag-text.ts';
export { parseDecimal } from './parse-input.ts';
