import { eq } from 'drizzle-orm';
import type { PlanId } from '#domain/plans.ts';
import type { Db } from '#server/db/client.ts';
import { subscriptions, user } from '#server/db/schema/index.ts';
import type { TestContext } from '#tests/helpers/test-app.ts';

const DAY = 86_400_000;

type Subscription = typeof subscriptions.$inferInsert;

/**
 * Gives a user a plan, straight in the database (the row the billing module writes): active for
 * the next 30 days unless `overrides` say otherwise (another end, a status, a lifetime grant…).
 */
export async function givePlan(
  db: Db,
  userId: string,
  plan: PlanId,
  overrides: Partial<Omit<Subscription, 'userId' | 'plan'>> & { now?: Date } = {},
) {
  const { now = new Date(), ...columns } = overrides;
  const values = {
    plan,
    status: 'active' as const,
    currentPeriodEnd: new Date(now.getTime() + 30 * DAY),
    ...columns,
  };
  await db
    .insert(subscriptions)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: subscriptions.userId, set: values });
}

export interface UserOverrides {
  name?: string;
  email?: string;
  password?: string;
  /** Free (no subscription row) unless given. */
  plan?: PlanId;
  /** The admin role (as ADMIN_EMAILS gives it). */
  admin?: boolean;
}

/** A new browser signed in as a fresh user, with a plan and the admin role when asked. */
export async function createUser(ctx: TestContext, o: UserOverrides = {}) {
  const { plan, admin, ...identity } = o;
  const client = await ctx.signUp(identity);
  const db = ctx.deps.database.db;
  if (plan && plan !== 'free') await givePlan(db, client.userId, plan);
  if (admin) await db.update(user).set({ role: 'admin' }).where(eq(user.id, client.userId));
  return client;
}
