/**
 * The billing feature's public entry: what other features use of it (tests/unit/boundaries/client-feature-entries.test.ts).
 */
export { refreshBilling } from './api/subscription.ts';
export { usageQuery, usePlan } from './api/usage.ts';
export { useLimitErrorToast } from './use-limit-error-toast.ts';
