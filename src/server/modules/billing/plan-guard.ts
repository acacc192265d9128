import type { Context, MiddlewareHandler } from 'hono';
import { type Feature, hasFeature, minimumPlanFor, type PlanId } from '#domain/plans.ts';
import { currentUser } from '#server/auth/session.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { AppError } from '#server/lib/app-error.ts';
import { getEffectivePlan } from './get-effective-plan.ts';

/** The caller's plan, read once per request. */
export async function planOf(c: Context<AppEnv>, deps: Pick<AppDeps, 'database' | 'now'>): Promise<PlanId> {
  const cached = c.get('plan');
  if (cached) return cached;
  const plan = await getEffectivePlan(deps.database.db, currentUser(c).id, deps.now());
  c.set('plan', plan);
  return plan;
}

export const planRequired = (feature: Feature) =>
  new AppError('plan_required', 403, { feature, plan: minimumPlanFor(feature) });

/** Throws plan_required (403, with the cheapest plan that has it) when the plan lacks the feature. */
export function assertFeature(plan: PlanId, feature: Feature) {
  if (!hasFeature(plan, feature)) throw planRequired(feature);
}

/** Route guard: signed-in user whose plan includes `feature`. Use after requireUser. */
export function requireFeature(
  deps: Pick<AppDeps, 'database' | 'now'>,
  feature: Feature,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    assertFeature(await planOf(c, deps), feature);
    return next();
  };
}
