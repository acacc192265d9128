import path from 'node:path';
import type { Page } from '@playwright/test';
import { givePlan, withDatabase } from './database.ts';
import { expect, signUpViaApi, test } from './fixtures.ts';

// Keyword research with Amazon Brand Analytics: a user whose reports hold the keyword sees Amazon's
// search frequency rank and top clicked ASINs under it, dated by the report's week; a user without
// them is told plainly that the demand is only the catalog's relative figure. The reports are
// stored as the brand-analytics job stores them (its fetch is covered through HTTP in
// tests/integration/brand-analytics). SCOUT_E2E_SHOTS=<dir> saves screenshots at 1280 and 390 px.

/** The week's rows, as the brand-analytics job writes them from Amazon's documents. */
async function storeReports(email: string) {
  await withDatabase(async (client) => {
    const { rows } = await client.query<{ id: string }>(
      `insert into brand_analytics_reports
         (user_id, marketplace, report_type, period, period_start, period_end, asins, row_count, fetched_at)
       select id, 'US', t, 'WEEK', '2026-11-08', '2026-11-14', case when t = 'search_terms' then '' else 'B0OWNLUGG1' end, 3, now()
       from users, unnest(array['search_terms', 'search_query_performance']) t where email = $1
       returning id`,
      [email],
    );
    const [terms, sqp] = rows.map((r) => r.id);
    await client.query(
      `insert into brand_analytics_search_terms
         (report_id, department_name, search_term, search_frequency_rank, click_share_rank, clicked_asin, click_share, conversion_share)
       values ($1, 'Amazon.com', 'luggage', 1234, 1, 'B014TMV5YE', 0.2134, 0.3011),
              ($1, 'Amazon.com', 'luggage', 1234, 2, 'B07RM39V5F', 0.1022, 0.0934),
              ($1, 'Amazon.com', 'luggage', 1234, 3, 'B0OWNLUGG1', 0.0541, 0.0412)`,
      [terms],
    );
    await client.query(
      `insert into brand_analytics_query_performance
         (report_id, asin, search_query, search_query_score, search_query_volume, total_impressions,
          total_clicks, total_purchases, asin_impression_share, asin_click_share, asin_purchase_share)
       values ($1, 'B0OWNLUGG1', 'luggage', 1, 48210, 1200000, 60000, 5000, 0.08, 0.1, 0.08)`,
      [sqp],
    );
  });
}

async function analyze(page: Page, keyword: string) {
  await page.goto('/keyword-research');
  await page.getByRole('textbox', { name: 'Keyword' }).fill(keyword);
  await page.getByRole('button', { name: 'Analyze', exact: true }).click();
  await expect(page.getByTestId('keyword-row').first()).toBeVisible();
}

async function shots(page: Page, name: string) {
  const dir = process.env.SCOUT_E2E_SHOTS;
  if (!dir) return;
  await page.screenshot({ path: path.join(dir, `${name}-1280.png`), fullPage: true });
  // At 390 px the table is long: the notice and the first rows are what matter.
  await page.setViewportSize({ width: 390, height: 1400 });
  await page.getByTestId('brand-analytics-notice').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(dir, `${name}-390.png`) });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('keyword research shows Brand Analytics where the user has them, and says plainly where it has only relative demand', async ({
  page,
}) => {
  test.slow(); // two analyses and, with SCOUT_E2E_SHOTS, six full-page screenshots
  const { email } = await signUpViaApi(page);
  await givePlan(email, 'starter');
  await analyze(page, 'luggage');
  await expect(page.getByTestId('brand-analytics-notice')).toHaveAttribute('data-state', 'not_connected');
  await expect(page.getByTestId('brand-analytics-notice')).toContainText('Relative demand only');
  await expect(page.getByTestId('keyword-brand-analytics')).toHaveCount(0);
  await shots(page, 'brand-analytics-none-en');

  await storeReports(email);
  await analyze(page, 'luggage');
  await expect(page.getByTestId('brand-analytics-notice')).toContainText(
    'Amazon Brand Analytics · week of November 8, 2026',
  );
  const seed = page.getByTestId('keyword-row').filter({ has: page.getByTestId('keyword-brand-analytics') });
  await expect(seed).toHaveCount(1);
  await expect(seed).toContainText('luggage');
  await expect(seed).toContainText('Search frequency rank #1,234');
  await expect(seed.getByRole('list', { name: 'Top clicked ASINs' }).getByRole('listitem')).toHaveText([
    'B014TMV5YE 21.3% of clicks · 30.1% of conversions',
    'B07RM39V5F 10.2% of clicks · 9.3% of conversions',
    'B0OWNLUGG1 5.4% of clicks · 4.1% of conversions',
  ]);
  await expect(seed).toContainText('48,210 searches that week');
  await expect(seed).toContainText('Your B0OWNLUGG1: 8% of impressions, 10% of clicks, 8% of purchases');
  await shots(page, 'brand-analytics-en');

  // In French, on the same results (the language menu re-renders the page).
  await page.getByRole('button', { name: 'Language' }).first().click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByTestId('brand-analytics-notice')).toContainText(
    'Amazon Brand Analytics · semaine du 8 novembre 2026',
  );
  await expect(seed).toContainText('Rang de fréquence de recherche n° 1 234');
  await shots(page, 'brand-analytics-fr');
});
