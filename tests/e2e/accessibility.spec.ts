import { seriousViolations } from './axe.ts';
import { expect, signUpViaApi, test } from './fixtures.ts';

const AXE_PAGES = [
  ...['/', '/auth', '/dashboard', '/compare', '/settings', '/terms'].map((path) => ({ path, width: 1280 })),
  // On a phone, wide tables scroll sideways: their scroll area must be reachable by keyboard.
  ...['/', '/compare'].map((path) => ({ path, width: 390 })),
];
for (const { path, width } of AXE_PAGES) {
  test(`axe finds no serious accessibility violation on ${path} at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    if (path === '/dashboard' || path === '/settings') await signUpViaApi(page);
    await page.goto(path);
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('on the dashboard, Tab reaches every panel: a panel waiting below the screen loads when focused', async ({
  page,
}) => {
  test.setTimeout(120_000); // a hundred key presses
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpViaApi(page);
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard')).toHaveAttribute('aria-busy', 'false');
  // Below the screen, panels are placeholders named by their heading (src/client/components/near-screen.tsx).
  const placeholders = page.locator('[data-near-screen-placeholder]');
  await expect(placeholders.getByRole('heading', { name: 'Leave a review' })).toBeAttached();
  await expect(page.getByRole('region', { name: 'Profitability (ROI) calculator' })).toBeAttached();
  for (let i = 0; i < 80 && (await placeholders.count()) > 0; i++)
    for (let j = 0; j < 5; j++) await page.keyboard.press('Tab');
  await expect(placeholders).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Calculate' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Leave a review' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
