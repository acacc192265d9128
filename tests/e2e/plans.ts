import type { Page } from '@playwright/test';
import type { PaidPlanId } from '#domain/plans.ts';
import { BASE_URL } from './fixtures.ts';

/** Buys a plan for the signed-in page's user through the built-in test checkout (no real payment). */
export async function buyPlan(page: Page, plan: PaidPlanId) {
  const headers = { origin: BASE_URL };
  const started = await page.request.post('/api/billing/checkout', {
    data: { plan, acceptTerms: true },
    headers,
  });
  if (!started.ok()) throw new Error(`checkout failed: ${started.status()} ${await started.text()}`);
  const { checkoutId } = (await started.json()) as { checkoutId: string };
  const confirmed = await page.request.post(`/api/billing/test-checkout/${checkoutId}/confirm`, { headers });
  if (!confirmed.ok()) throw new Error(`confirm failed: ${confirmed.status()} ${await confirmed.text()}`);
  const usage = await (await page.request.get('/api/usage')).json();
  if (usage.plan !== plan) throw new Error(`expected plan ${plan}, got ${usage.plan}`);
}
