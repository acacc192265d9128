import {
  BASE_URL,
  expect,
  gotoDashboard,
  gotoSettings,
  mountEveryPanel,
  signUpViaApi,
  test,
} from './fixtures.ts';
import { buyPlan } from './plans.ts';

// A listing of the bundled amazon.ca sample (rated 4.7 in 2023), also tracked by tracking.spec.ts.
const ASIN = 'B016A0ETT6';

test('a pro user creates a multi-criteria alert, with the validation of spec §5', async ({ page, ip }) => {
  await signUpViaApi(page);
  await buyPlan(page, 'pro');
  await gotoDashboard(page);
  await page.getByRole('button', { name: 'New alert' }).click();
  const dialog = page.getByRole('dialog', { name: 'New multi-criteria alert' });
  await dialog.getByRole('button', { name: 'Create the alert' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Name and ASIN required');
  await dialog.getByLabel('Name').fill('Oil filter rival');
  await dialog.getByLabel('ASIN').fill(ASIN);
  await dialog.getByLabel('Marketplace').selectOption('CA');
  await dialog.getByRole('checkbox', { name: 'Stock' }).click();
  await dialog.getByRole('checkbox', { name: 'BSR rank' }).click();
  await dialog.getByRole('button', { name: 'Create the alert' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Enable at least one criterion');
  await dialog.getByRole('checkbox', { name: 'Rating' }).click();
  await dialog.getByLabel('Condition for Rating').selectOption('above');
  await dialog.getByLabel('Threshold for Rating').fill('4.5');
  await dialog.getByRole('button', { name: 'Create the alert' }).click();
  await expect(page.getByText('Alert created.')).toBeVisible();
  const alert = page.getByTestId('multi-criteria-alert');
  await expect(alert.getByText('Oil filter rival')).toBeVisible();
  await expect(alert).toContainText('Rating at or above 4.5');
  // The sample listing was rated 4.7 in 2023: too old to act on, the alert waits and says why.
  await expect(alert.getByTestId('alert-waiting')).toContainText('Waiting for fresh figures (newest:');
  await expect(alert.getByText('Triggered', { exact: true })).toHaveCount(0);
  // The seller's own browser extension reads the listing now (its own readings count for its alerts).
  // It sends its API key only, no site cookie (as tests/e2e/extension-in-page.spec.ts does).
  const { key } = (await (
    await page.request.post('/api/api-keys', { data: { name: 'extension' }, headers: { origin: BASE_URL } })
  ).json()) as { key: string };
  const seen = await fetch(`${BASE_URL}/api/v1/observations`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({
      observations: [
        {
          marketplace: 'CA',
          asin: ASIN,
          pageKind: 'product',
          rating: 4.7,
          observedAt: new Date().toISOString(),
        },
      ],
    }),
  });
  expect(seen.ok, await seen.text()).toBe(true);
  await page.reload();
  await mountEveryPanel(page);
  await expect(alert.getByText('Triggered', { exact: true })).toBeVisible();
  await expect(alert.getByTestId('alert-waiting')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Triggered alerts' })).toContainText(
    'Alert “Oil filter rival” triggered',
  );

  await gotoSettings(page);
  await page.getByRole('switch', { name: 'E-mail me when an alert triggers' }).click();
  await expect(page.getByText('You will receive an e-mail for each triggered alert.')).toBeVisible();
  await page.reload();
  await mountEveryPanel(page);
  await expect(page.getByRole('switch', { name: 'E-mail me when an alert triggers' })).toBeChecked();
});
