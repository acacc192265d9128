import type { Page } from '@playwright/test';
import { type Feature, minimumPlanFor } from '#domain/plans.ts';
import { expect, gotoDashboard, signUpViaApi, test } from './fixtures.ts';

/** Features whose locked card is on the page and that Pro (or a lower plan) would unlock. */
const lockedUpToPro = async (page: Page) =>
  (
    await page
      .locator('[data-locked-feature]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-locked-feature')))
  )
    .filter((f): f is Feature => !!f)
    .filter((f) => minimumPlanFor(f) !== 'elite');

const planOf = async (page: Page) => (await (await page.request.get('/api/usage')).json()).plan as string;

test('free → Pro through the test checkout → Pro unlocked → cancel → canceling notice (en and fr)', async ({
  page,
}) => {
  await signUpViaApi(page, { name: 'Paula Pro' });
  await gotoDashboard(page);
  await expect(page.getByRole('heading', { name: 'Go further with Pro' })).toBeVisible();
  await expect(page.getByTestId('plan-badge')).toHaveCount(0);
  await expect(page.getByTestId('usage-productSearches')).toContainText('0 / 5');
  const lockedBefore = await lockedUpToPro(page);
  expect(lockedBefore.length).toBeGreaterThan(0); // the dashboard has Pro panels (e.g. REST API access)

  await page.getByRole('link', { name: 'Subscription', exact: true }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('button', { name: 'Current plan' })).toBeDisabled();
  await page.getByRole('button', { name: 'Choose Pro' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('€47.00 per month')).toBeVisible();
  await dialog.getByLabel('PayPal').check();
  const proceed = dialog.getByRole('button', { name: 'Continue to payment' });
  await expect(proceed).toBeDisabled();
  await dialog.getByRole('checkbox').click();
  const popup = page.waitForEvent('popup');
  await proceed.click();
  const checkout = await popup;
  await expect(checkout).toHaveURL(/\/checkout\/test\/[0-9a-f-]{36}$/);
  await expect(checkout.getByText('Test mode — no real payment')).toBeVisible();
  await expect(checkout.getByText('€47.00')).toBeVisible();
  await expect(checkout.getByText('PayPal')).toBeVisible();
  expect(await planOf(page)).toBe('free'); // nothing granted before the payment is confirmed

  await checkout.getByRole('button', { name: 'Confirm the test payment' }).click();
  await expect(checkout.getByText('Thank you! Your Pro plan is active.')).toBeVisible();
  await checkout.close();

  await gotoDashboard(page);
  await expect(page.getByTestId('plan-badge').first()).toHaveText('Pro');
  expect(await planOf(page)).toBe('pro');
  await expect(page.getByTestId('usage-keywordSearches')).toContainText('Unlimited on your plan');
  await expect(page.getByTestId('usage-productSearches')).toContainText('0 / 200');
  const subscriptionCard = page.getByRole('region', { name: 'Your subscription' });
  await expect(subscriptionCard.getByText(/Next renewal on/)).toBeVisible();
  // Every plan-gated panel that was locked for Free and that Pro includes is now unlocked.
  expect(await lockedUpToPro(page)).toEqual([]);
  for (const feature of lockedBefore)
    await expect(page.locator(`[data-locked-feature="${feature}"]`)).toHaveCount(0);

  await page.getByRole('link', { name: 'Subscription', exact: true }).click();
  await expect(
    page.locator('[data-plan="pro"]').getByRole('button', { name: 'Current plan' }),
  ).toBeDisabled();
  // One-time mode while subscribed: other plans are changed through the subscription instead.
  await page.getByRole('button', { name: 'One-time payment' }).click();
  await expect(page.getByText('a one-time payment is not available')).toBeVisible();
  await expect(
    page.locator('[data-plan="elite"]').getByRole('button', { name: 'Choose Elite' }),
  ).toBeDisabled();
  await page.getByRole('button', { name: 'Subscription', exact: true }).click();
  await page.getByRole('button', { name: 'Cancel my subscription' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel my subscription' }).click();
  const notice = page.getByTestId('canceling-notice');
  await expect(notice).toContainText('Your subscription is canceled: you keep access until');
  await expect(page.getByRole('button', { name: 'Cancel my subscription' })).toHaveCount(0);
  expect(await planOf(page)).toBe('pro'); // access kept to the end of the period
  await expect(
    page.locator('[data-plan="pro"]').getByRole('button', { name: 'Current plan' }),
  ).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Keep my subscription' })).toBeVisible();

  const { subscription } = await (await page.request.get('/api/billing/subscription')).json();
  const frDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' })
    .format(new Date(subscription.currentPeriodEnd))
    .replace(/^1 /, '1er '); // French writes the first of a month as an ordinal
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(notice).toContainText(`vous gardez l’accès jusqu’au ${frDate}`);
});

test('the payment dialog closes with an error toast when the checkout cannot be created', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.route('**/api/billing/checkout', (route) =>
    route.fulfill({ status: 502, json: { error: { code: 'checkout_failed', params: {} } } }),
  );
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Choose Starter' }).click();
  await page.getByRole('dialog').getByRole('checkbox').click();
  const popup = page.waitForEvent('popup');
  await page.getByRole('dialog').getByRole('button', { name: 'Continue to payment' }).click();
  const tab = await popup;
  await expect(page.getByText('Unable to create the payment session.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => tab.isClosed()).toBe(true);
});

test('signed out, choosing a plan goes to /auth; yearly shows the saving and the crossed-out price', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'View pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.getByRole('button', { name: /Yearly/ }).click();
  const pro = page.locator('[data-plan="pro"]');
  await expect(pro.getByText('€470.00')).toBeVisible();
  await expect(pro.locator('s')).toHaveText('€564.00');
  await expect(page.getByText('Save 17%')).toBeVisible();
  await pro.getByRole('button', { name: 'Choose Pro' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});
