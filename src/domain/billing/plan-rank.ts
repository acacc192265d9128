import { PLAN_IDS, type PlanId } from '../plans.ts';

/** A plan's place in the ladder free < starter < pro < elite (each includes everything below it). */
export const planRank = (plan: PlanId) => PLAN_IDS.indexOf(plan);

/** Whether `plan` gives more than `other`. */
export const ranksAbove = (plan: PlanId, other: PlanId) => planRank(plan) > planRank(other);

/** The higher of two plans. */
export const higherPlan = (a: PlanId, b: PlanId): PlanId => (ranksAbove(b, a) ? b : a);
