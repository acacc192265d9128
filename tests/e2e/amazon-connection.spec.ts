import type { Page } from '@playwright/test';
import { expect, signUpViaApi, test } from './fixtures.ts';

// The Amazon connection form in Settings, as a seller sees it before any Amazon account is
// connected. The e2e server has no operator SP-API app, so the form asks for the seller's own
// self-authorised app; what Amazon answers is covered by live-market.spec.ts and the integration
// tests, this journey pins what the form says and when.

test.beforeEach(async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/settings#amazon');
});

const theForm = (page: Page) => page.getByRole('form', { name: 'Connect an Amazon account' });

test('an empty submit names every missing field, and each message follows what is typed', async ({
  page,
}) => {
  const form = theForm(page);
  await expect(form.getByRole('button', { name: 'Test and connect' })).toBeVisible();
  await expect(form.getByText('Required')).toHaveCount(0);

  await form.getByRole('button', { name: 'Test and connect' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Please fill in all required fields' }),
  ).toBeVisible();
  await expect(form.getByText('Required', { exact: true })).toHaveCount(5);
  for (const label of ['Seller Central e-mail', 'Seller ID (merchant token)', 'Refresh token'])
    await expect(form.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');

  // Typing fills the field: its message goes at once; emptying it again brings it back.
  const email = form.getByLabel('Seller Central e-mail');
  await email.fill('seller@example.com');
  await expect(email).toHaveAttribute('aria-invalid', 'false');
  await expect(form.getByText('Required', { exact: true })).toHaveCount(4);
  await email.fill('  ');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Required', { exact: true })).toHaveCount(5);
});

test('a seller ID in the wrong shape is said when the field is left, and cleared when it is right', async ({
  page,
}) => {
  const form = theForm(page);
  const sellerId = form.getByLabel('Seller ID (merchant token)');
  const invalid = 'A seller ID is the letter A followed by 7 to 20 letters or digits, e.g. A2EUQ1WTGCTBG2.';

  // Typed but not left yet: nothing said.
  await sellerId.fill('B123');
  await expect(form.getByText(invalid)).toHaveCount(0);
  await form.getByLabel('LWA client ID of your app').focus();
  await expect(form.getByText(invalid)).toBeVisible();
  await expect(sellerId).toHaveAttribute('aria-invalid', 'true');
  await expect(sellerId).toHaveAttribute('aria-describedby', 'amazon-seller-id-error');
  // Emptied: no shape to check, and nothing is required before a submit.
  await sellerId.fill('');
  await expect(form.getByText(invalid)).toHaveCount(0);
  await expect(form.getByText('Required', { exact: true })).toHaveCount(0);

  // Once left, the message follows what is typed; the check is the server's (trimmed, upper-cased).
  await sellerId.fill(' a2euq1wtgctbg2 ');
  await expect(form.getByText(invalid)).toHaveCount(0);
  await expect(sellerId).toHaveAttribute('aria-invalid', 'false');
  await sellerId.fill('A12');
  await expect(form.getByText(invalid)).toBeVisible();

  // Every field filled but the seller ID still wrong: the toast says what is wrong with it.
  await form.getByLabel('Seller Central e-mail').fill('seller@example.com');
  await form.getByLabel('LWA client ID of your app').fill('amzn1.application-oa2-client.e2e');
  await form.getByLabel('LWA client secret of your app').fill('a-client-secret');
  await form.getByLabel('Refresh token').fill('Atzr|a-refresh-token-for-the-e2e');
  await form.getByRole('button', { name: 'Test and connect' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: invalid })).toBeVisible();
  await expect(form.getByText('Required', { exact: true })).toHaveCount(0);
});

test('a value the server refuses is marked on its field until it is edited', async ({ page }) => {
  const form = theForm(page);
  await form.getByLabel('Marketplace').selectOption('DE');
  await form.getByLabel('Seller Central e-mail').fill('seller@example.com');
  await form.getByLabel('Seller ID (merchant token)').fill('A2EUQ1WTGCTBG2');
  // The server wants at least 10 characters of a client ID; the form only asks for one.
  await form.getByLabel('LWA client ID of your app').fill('short');
  await form.getByLabel('LWA client secret of your app').fill('a-client-secret');
  await form.getByLabel('Refresh token').fill('Atzr|a-refresh-token-for-the-e2e');
  await form.getByRole('button', { name: 'Test and connect' }).click();

  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Invalid value for “LWA client ID of your app”.' }),
  ).toBeVisible();
  const check = form.getByText('Check this value: it does not have the expected format.');
  await expect(check).toHaveCount(1);
  const clientId = form.getByLabel('LWA client ID of your app');
  await expect(clientId).toHaveAttribute('aria-invalid', 'true');
  // The secrets stay for another try.
  await expect(form.getByLabel('LWA client secret of your app')).toHaveValue('a-client-secret');
  await expect(form.getByLabel('Refresh token')).toHaveValue('Atzr|a-refresh-token-for-the-e2e');

  // Editing another field keeps the mark; editing the refused one removes it.
  await form.getByLabel('LWA client secret of your app').fill('another-client-secret');
  await expect(check).toHaveCount(1);
  await clientId.fill('amzn1.application-oa2-client.e2e');
  await expect(check).toHaveCount(0);
  await expect(clientId).toHaveAttribute('aria-invalid', 'false');
  await expect(form.getByLabel('Marketplace')).toHaveValue('DE');
});
