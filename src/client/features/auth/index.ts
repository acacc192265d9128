/**
 * The auth feature's public entry: what other features use of it (tests/unit/boundaries/client-feature-entries.test.ts).
 */
export { isAdminUser, sessionQuery, useSession } from './api/session.ts';
