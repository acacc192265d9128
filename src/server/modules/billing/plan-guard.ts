import type { Context, MiddlewareHandler } from 'hono';
import { type Feature, hasFeature, minimumPlanFor, type PlanId } from '#domain/plans.ts';
import { currentUser } from '#server/auth/session.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { AppError } from '#server/lib/app-error.ts';
import { getEffectivePlanUntil } from './get-effective-plan.ts';

type PlanDeps = Pick<AppDeps, 'database' | 'now' | 'sessions'>;

/**
 * The caller's plan, read once per request, and kept in the session cache (ADR 090) until its paid
 * period ends or a change to its subscription is heard.
 */
export async function planOf(c: Context<AppEnv>, deps: PlanDeps): Promise<PlanId> {
  const known = c.get('plan');
  if (known) return known;
  const userId = currentUser(c).id;
  const now = deps.now();
  let plan = deps.sessions.plan(userId, now);
  if (!plan) {
    const mark = deps.sessions.mark();
    const found = await getEffectivePlanUntil(deps.database.db, userId, now);
    deps.sessions.storePlan(userId, mark, found.plan, found.changesAt);
    plan = found.plan;
  }
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
export function requireFeature(deps: PlanDeps, feature: Feature): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    assertFeature(await planOf(c, deps), feature);
    return next();
  };
}
