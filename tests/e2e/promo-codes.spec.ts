import { BASE_URL, expect, gotoAdmin, signInAsAdmin, signUpViaApi, test, uniqueEmail } from './fixtures.ts';

test('an admin creates a lifetime code and a user redeems it from the pricing page', async ({ browser }) => {
  const code = `LIFE-${Date.now().toString(36).toUpperCase()}`;
  const adminContext = await browser.newContext({ baseURL: BASE_URL });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await gotoAdmin(admin);
  await admin.getByRole('button', { name: 'Create the code' }).click();
  await expect(admin.getByText('The promo code cannot be empty')).toBeVisible();
  await admin.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await expect(admin.getByLabel('Code', { exact: true })).toHaveValue(code);
  await admin.getByLabel('Plan').selectOption('elite');
  await admin.getByLabel('Lifetime').check();
  await admin.getByRole('button', { name: 'Create the code' }).click();
  await expect(admin.getByText('Promo code created!')).toBeVisible();
  const row = admin.getByRole('region', { name: 'Promo codes' }).getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('Elite');
  await expect(row).toContainText('Lifetime');
  await expect(admin.getByRole('region', { name: 'Audit log' }).getByText(code).first()).toBeVisible();
  await adminContext.close();

  const userContext = await browser.newContext({ baseURL: BASE_URL });
  const user = await userContext.newPage();
  await signUpViaApi(user, { email: uniqueEmail('promo') });
  await user.goto('/pricing');
  const box = user.getByLabel('Promo code');
  await box.fill(code.toLowerCase());
  await expect(box).toHaveValue(code);
  await user.getByRole('button', { name: 'Verify' }).click();
  await expect(user.getByText('Valid code: Elite plan')).toBeVisible();
  await expect(user.getByText('Lifetime', { exact: true })).toBeVisible();
  await user.getByRole('button', { name: 'Use this code' }).click();
  await expect(user.getByText('Code applied: the Elite plan is yours for life.')).toBeVisible();
  await expect(user.getByText('Lifetime access: no renewal and nothing to pay.')).toBeVisible();
  await expect(
    user.locator('[data-plan="elite"]').getByRole('button', { name: 'Current plan' }),
  ).toBeDisabled();
  for (const plan of ['starter', 'pro'])
    await expect(
      user.locator(`[data-plan="${plan}"]`).getByRole('button', { name: 'Included in your lifetime plan' }),
    ).toBeDisabled();
  await user.goto('/dashboard');
  await expect(user.getByTestId('plan-badge').first()).toHaveText('Elite');

  await user.goto('/pricing');
  await box.fill('NO-SUCH-CODE');
  await user.getByRole('button', { name: 'Verify' }).click();
  await expect(user.getByText('Invalid promo code')).toBeVisible();
  await userContext.close();
});
