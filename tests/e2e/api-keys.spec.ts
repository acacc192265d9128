import { BASE_URL, expect, gotoDashboard, signUpViaApi, test } from './fixtures.ts';
import { buyPlan } from './plans.ts';

test('a pro user creates an API key, calls the API with it, then revokes it', async ({ page }) => {
  await signUpViaApi(page);
  await buyPlan(page, 'pro');

  await gotoDashboard(page);
  await expect(page.getByText('0 active keys')).toBeVisible();
  await page.getByRole('link', { name: 'Manage my keys' }).click();
  await expect(page).toHaveURL(/\/settings#api-keys$/);

  await page.getByLabel('Key name').fill('My script');
  await page.getByRole('button', { name: 'Create a key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your new API key' });
  const key = (await dialog.getByTestId('new-api-key').textContent())?.trim() as string;
  expect(key).toMatch(/^scout_/);
  await dialog.getByRole('button', { name: 'I have copied it' }).click();
  await expect(page.getByRole('list', { name: 'Your API keys' }).getByText('My script')).toBeVisible();
  await expect(page.getByText(key)).toHaveCount(0); // shown once only

  // A program calls the API with the key (no cookie).
  const res = await fetch(`${BASE_URL}/api/v1/usage`, { headers: { authorization: `Bearer ${key}` } });
  expect(res.status).toBe(200);
  const usage = await res.json();
  expect(usage).toMatchObject({ plan: 'pro', quotas: { productSearches: { limit: 200 } } });
  expect(res.headers.get('x-ratelimit-limit')).toBe('60');

  // The product search endpoint, as curl would call it; it counts against the same monthly quota.
  const search = await fetch(
    `${BASE_URL}/api/v1/products/search?marketplace=US&keyword=water%20bottle&pageSize=3`,
    {
      headers: { authorization: `Bearer ${key}` },
    },
  );
  expect(search.status).toBe(200);
  const found = await search.json();
  expect(found).toMatchObject({ page: 1, pageSize: 3, searchId: expect.any(Number) });
  expect(found.results.length).toBeGreaterThan(0); // the sample catalog is loaded at first start
  const after = await (
    await fetch(`${BASE_URL}/api/v1/usage`, { headers: { authorization: `Bearer ${key}` } })
  ).json();
  expect(after.quotas.productSearches.used).toBe(usage.quotas.productSearches.used + 1);

  // The reference page documents the endpoint and its "Try it" form calls it with the key.
  await page.goto('/api-documentation');
  await expect(page.getByRole('heading', { name: 'REST API documentation' })).toBeVisible();
  await page.getByLabel('API key for the “Try it” forms').fill(key);
  const usageCard = page.locator('#get-usage');
  await usageCard.getByRole('button', { name: 'Send the request' }).click();
  await expect(usageCard.getByTestId('try-result')).toContainText('"plan": "pro"');

  await page.goto('/settings#api-keys');
  const revoke = page.getByRole('button', { name: 'Revoke' });
  await revoke.click();
  await expect(page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' })).toBeFocused();
  // Closing the dialog gives the focus back to the button that opened it (keyboard users keep their place).
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(revoke).toBeFocused();
  await revoke.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Key revoked.')).toBeVisible();
  const refused = await fetch(`${BASE_URL}/api/v1/usage`, { headers: { authorization: `Bearer ${key}` } });
  expect(refused.status).toBe(401);
  expect((await refused.json()).error.code).toBe('api_key_revoked');
});

test('a free user sees the locked API card', async ({ page }) => {
  await signUpViaApi(page);
  await gotoDashboard(page);
  const pro = page.getByRole('list', { name: 'From the Pro plan' });
  await expect(pro.locator('[data-locked-feature="apiAccess"]')).toContainText('REST API access');
});
