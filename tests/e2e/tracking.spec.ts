import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databaseUrl } from './database.ts';
import { expect, gotoDashboard, signUpViaApi, test } from './fixtures.ts';
import { buyPlan } from './plans.ts';

// A listing of the bundled amazon.ca sample (16.49 CAD in 2023) that only this journey and alerts.spec.ts use.
const ASIN = 'B016A0ETT6';
const TITLE = 'OEM SeaDoo 4-TEC 4-Stroke Oil Filter 420956741';

/** The operator's command: npm run cli -- snapshots:import <file>, against the e2e server's database. */
async function importSnapshots(csv: string) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'scout-e2e-snap-')), 'cheaper.csv');
  fs.writeFileSync(file, csv);
  const cli = spawn(process.execPath, ['src/server/cli.ts', 'snapshots:import', file], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: databaseUrl(),
      AUTH_SECRET: 'e2e-cli-secret-e2e-cli-secret-e2e-cli-secret',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  cli.stdout?.on('data', (d) => {
    output += d;
  });
  cli.stderr?.on('data', (d) => {
    output += d;
  });
  const code = await new Promise((resolve) => cli.once('exit', resolve));
  expect(code, output).toBe(0);
  return output;
}

test('a starter user tracks a sample ASIN, an import makes it cheaper, the price change and the alert toast show', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page);
  await buyPlan(page, 'starter'); // through the built-in test checkout
  await gotoDashboard(page);

  // Track the sample listing on amazon.ca.
  await page.locator('#track-asin').fill(' ');
  await page.getByRole('button', { name: 'Track' }).click();
  await expect(page.getByText('Please enter an ASIN').first()).toBeVisible();
  await page.locator('#track-asin').fill(ASIN.toLowerCase());
  await page.locator('#track-marketplace').selectOption('CA');
  await page.getByRole('button', { name: 'Track' }).click();
  const row = page.locator(`[data-testid="tracked-product"][data-asin="${ASIN}"]`);
  await expect(row.getByText(TITLE)).toBeVisible();
  await expect(row.getByText('CA$16.49')).toBeVisible();
  await expect(row.getByTestId('figure-origin')).toContainText('sample data · 2023');
  await expect(page.getByTestId('tracking-usage')).toHaveText('1 / 20 tracked');

  // A price alert below the current price: not triggered yet.
  await page.locator('#price-alert-asin').fill(ASIN);
  await page.locator('#price-alert-marketplace').selectOption('CA');
  await page.locator('#price-alert-target').fill('15');
  await page.getByRole('button', { name: 'Create the alert' }).click();
  await expect(page.getByText('Alert created.')).toBeVisible();
  const alert = page.getByTestId('price-alert');
  await expect(alert.getByText('at or below CA$15.00')).toBeVisible();
  await expect(alert.getByText('Triggered', { exact: true })).toHaveCount(0);

  // The operator imports a cheaper observation while the dashboard is open.
  const observedAt = new Date(Date.now() - 60_000).toISOString();
  const output = await importSnapshots(
    `asin,marketplace,observed_at,price\n${ASIN},CA,${observedAt},14.49\n`,
  );
  expect(output).toContain('triggered 1');

  // The dashboard polls: the toast appears (and stays 15 s), the figures follow.
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Price alert triggered' });
  await expect(toast).toBeVisible({ timeout: 20_000 });
  const toastSeenAt = Date.now();
  await expect(toast).toContainText(`${TITLE} costs CA$14.49 (imported file · `);
  await expect(row.getByText('CA$14.49')).toBeVisible();
  await expect(row.getByTestId('price-change')).toHaveText('-CA$2.00');
  await expect(row.getByTestId('figure-origin')).toContainText('imported file · ');
  await expect(alert.getByText('Triggered', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Triggered alerts' })).toContainText(
    'costs CA$14.49 (imported file',
  );

  // History shows both observations (looked at while the toast's time runs).
  await row.getByRole('button', { name: 'History' }).click();
  const dialog = page.getByRole('dialog', { name: 'Price and rank history' });
  await expect(dialog.getByTestId('price-history-chart')).toBeVisible();
  await expect(dialog.getByRole('table')).toContainText('CA$16.49');
  await page.keyboard.press('Escape');
  // The toast is still there 6 s after it appeared (duration 15 s): only what the steps above did
  // not already take of those 6 s is waited.
  await page.waitForTimeout(Math.max(0, toastSeenAt + 6_000 - Date.now()));
  await expect(toast).toBeVisible();

  // Removing the item frees the place.
  await row.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Competitor removed from tracking')).toBeVisible();
  await expect(page.getByTestId('tracking-usage')).toHaveText('0 / 20 tracked');
});

test('a free user sees competitor tracking locked, with the plan that has it', async ({ page }) => {
  await signUpViaApi(page);
  await gotoDashboard(page);
  const starter = page.locator('[data-unlock-plan="starter"]');
  await expect(
    starter
      .getByRole('list', { name: 'From the Starter plan' })
      .locator('[data-locked-feature="competitorTracking"]'),
  ).toContainText('Competitor tracking');
  await expect(starter.getByRole('link', { name: 'See the Starter plan' })).toHaveAttribute(
    'href',
    '/pricing',
  );
  await expect(page.getByText('No alert has triggered yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Connect my Amazon account' })).toHaveAttribute(
    'href',
    '/settings',
  );
});
