import AxeBuilder from '@axe-core/playwright';
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
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
