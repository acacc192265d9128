/**
 * The api-keys feature's public entry: what other features use of it (tests/unit/boundaries/client-feature-entries.test.ts).
 */
export { CopyButton } from './components/copy-button.tsx';
