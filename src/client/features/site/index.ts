/**
 * The site feature's public entry: what other features use of it (tests/unit/boundaries/client-feature-entries.test.ts).
 */
export { siteQuery, useSite } from './api/site.ts';
