import type { Page } from '@playwright/test';
import { expect, signUpViaApi, test } from './fixtures.ts';

// A server-rendered public page is plain HTML until the visitor's first interaction fetches the app
// (ADR 112): a button clicked meanwhile is kept and replayed once the page has hydrated, and a link
// works as a link. Here the app's code is held back until after the click, so the click surely comes
// before hydration, however fast the machine.

/** hydrateRoot marks its container. */
const isHydratedIn = () =>
  Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer'));

/** Opens `path` with only the public entry run, then holds every further script until `release()`. */
async function openBeforeHydration(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.fallback();
    },
  );
  expect(await page.evaluate(isHydratedIn)).toBe(false);
  return release;
}

test('pricing: "Yearly" clicked before hydration shows the yearly prices once hydrated', async ({ page }) => {
  const release = await openBeforeHydration(page, '/pricing');
  await page.getByRole('button', { name: /Yearly/ }).click();
  expect(await page.evaluate(isHydratedIn)).toBe(false); // the click came first
  release();
  await page.waitForFunction(isHydratedIn);
  const pro = page.locator('[data-plan="pro"]');
  await expect(pro.getByText('€470.00')).toBeVisible();
  await expect(pro.locator('s')).toHaveText('€564.00');
  await expect(page.getByText('Save 17%')).toBeVisible();
});

test('the language menu clicked before hydration opens once hydrated', async ({ page }) => {
  const release = await openBeforeHydration(page, '/');
  await page.getByRole('button', { name: 'Language' }).click();
  expect(await page.evaluate(isHydratedIn)).toBe(false);
  release();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Trouvez, lancez et suivez des produits Amazon gagnants',
  );
});

test('a header link clicked before hydration goes to its page', async ({ page }) => {
  const release = await openBeforeHydration(page, '/');
  await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  release();
  await expect(page.getByRole('button', { name: /Yearly/ })).toBeVisible();
});

test('a button clicked before even the public entry has arrived is replayed once hydrated', async ({
  page,
}) => {
  // Every script file held from the start (early-clicks.js is written into the page, ADR 118): the
  // click is the sign of use that fetches the entry (ADR 119), and comes before it has run.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.fallback();
    },
  );
  await page.goto('/pricing');
  await page.getByRole('button', { name: /Yearly/ }).click();
  release();
  await page.waitForFunction(isHydratedIn);
  await expect(page.locator('[data-plan="pro"]').getByText('€470.00')).toBeVisible();
});

test('text typed before hydration is kept once hydrated, then submitted by a click (a signed-in seller’s promo code)', async ({
  page,
}) => {
  await signUpViaApi(page);
  const release = await openBeforeHydration(page, '/pricing');
  const box = page.getByLabel('Promo code');
  await box.fill('nosuchcode');
  await page.getByRole('button', { name: 'Verify' }).click();
  expect(await page.evaluate(isHydratedIn)).toBe(false); // typed and clicked first
  release();
  await page.waitForFunction(isHydratedIn);
  // The form took the text as typed (it upper-cases what is typed) and the click verified it.
  await expect(box).toHaveValue('NOSUCHCODE');
  await expect(page.getByRole('status')).toHaveText('Invalid promo code');
});
