// The public entry of the billing module: other server code imports it only from here.
export { billingHistoryRoutes, checkoutTermsRoutes } from './account-billing-routes.ts';
export { expireSubscriptions } from './expire-subscriptions.ts';
export { getEffectivePlan, planFromSubscription } from './get-effective-plan.ts';
export { assertFeature, planOf, planRequired, requireFeature } from './plan-guard.ts';
export { billingRoutes } from './routes.ts';
export {
  type Executor,
  heldPlanOf,
  isRenewing,
  lifetimeGrant,
  lifetimePlanOf,
  monthStart,
  readSubscription,
  type SubscriptionRecord,
  writeSubscription,
} from './write-subscription.ts';
