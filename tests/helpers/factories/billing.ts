import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { subscriptions } from '#server/db/schema/index.ts';
import type { TestClient } from '#tests/helpers/test-app.ts';

/** Buys through the built-in test checkout (terms accepted, then paid); the checkout's id. */
export async function buyWithTestCheckout(user: TestClient, body: Record<string, unknown>) {
  const res = await user.post('/api/billing/checkout', { acceptTerms: true, ...body });
  expect(res.status).toBe(200);
  const confirm = await user.post(`/api/billing/test-checkout/${res.body.checkoutId}/confirm`);
  expect(confirm.status).toBe(200);
  return res.body.checkoutId as string;
}

/** The user's subscription row, if any. */
export const subscriptionOf = async (db: Db, userId: string) =>
  (await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];
