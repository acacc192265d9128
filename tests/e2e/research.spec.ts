import fs from 'node:fs';
import { seriousViolations } from './axe.ts';
import { givePlan } from './database.ts';
import { expect, gotoDashboard, signUpViaApi, switchLanguage, test } from './fixtures.ts';

test('product research on the sample catalog: filter, scores, favourite, CSV export, analyze, reset', async ({
  page,
}) => {
  const { email } = await signUpViaApi(page);
  await givePlan(email, 'starter');
  await gotoDashboard(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Product research' }).first().click();
  await expect(page).toHaveURL(/\/product-research$/);
  await expect(page.getByText('Let the analysis find your next product')).toBeVisible();

  await page.getByLabel('Keyword').fill('suitcase');
  await page.getByLabel('Category').selectOption({ label: 'Luggage & Travel Gear' });
  await page.getByLabel('Minimum price').fill('50');
  await page.getByLabel('Maximum price').fill('400');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: /products? found/ })).toBeVisible();
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  const first = cards.first();
  const asin = (await first.getAttribute('data-asin')) as string;

  // The AI score explains itself.
  await first.getByRole('button', { name: /AI score \d+ out of 100/ }).click();
  await expect(page.getByText('How this AI score is computed')).toBeVisible();
  await expect(page.getByText('Demand (estimated sales)')).toBeVisible();
  await page.keyboard.press('Escape');

  // Favourite, kept on the server.
  await first.getByRole('button', { name: /Add “.*” to favorites/ }).click();
  await expect(page.getByText('Added to favorites')).toBeVisible();
  await expect(first.getByRole('button', { name: /Remove “.*” from favorites/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const favourites = await page.request.get('/api/research/favourites');
  expect((await favourites.json()).products.map((p: { asin: string }) => p.asin)).toEqual([asin]);

  // CSV export of the results.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^scout-products-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await file.path()) as string, 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe(
    'Product name,ASIN,Category,Price (USD),Monthly sales (est.),Estimated revenue (USD),Competition,Estimated Amazon fees (USD),Size basis of the FBA fee,Left after Amazon fees (USD),Margin (with the cost),Cost used,Rating,Review count,AI score,Trend,Source,Observed at (UTC),Sales estimate median error (%),Sourcing flags',
  );
  const row = lines.find((l) => l.includes(`,${asin},`)) as string;
  expect(row).toBeTruthy();
  // The sample has no package sizes: Amazon fees are a range ("size unknown"), the margin uses the 25 % assumption.
  expect(row).toMatch(
    /,\d+\.\d\d-\d+\.\d\d,unknown,-?\d+\.\d\d--?\d+\.\d\d,-?[\d.]+--?[\d.]+%,assumed 25% of price,/,
  );
  for (const line of lines.slice(1)) {
    const price = Number(line.match(/,B0[0-9A-Z]{8},[^,]*,([\d.]+),/)?.[1]);
    expect(price).toBeGreaterThanOrEqual(50);
    expect(price).toBeLessThanOrEqual(400);
  }
  // A title with a comma is quoted.
  const withComma = lines.slice(1).find((l) => l.startsWith('"'));
  if (withComma) expect(withComma).toMatch(/^"[^"]*(""[^"]*)*",B0/);
  await expect(page.getByText('CSV export done!')).toBeVisible();

  // Analyze opens the product with its explained estimates.
  await first.getByRole('button', { name: 'Analyze' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Estimates and how they are computed')).toBeVisible();
  await expect(dialog.getByText(asin)).toBeVisible();
  const breakdown = dialog.getByTestId('fee-breakdown');
  await expect(breakdown.getByTestId('fee-referral')).toContainText('Referral fee (15%)');
  await expect(breakdown.getByTestId('fee-fba')).toContainText(
    'Size unknown: a range from small standard to large standard 3 lb',
  );
  await expect(breakdown.getByTestId('fee-margin')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'New search' }).click();
  await expect(page.getByText('Search reset')).toBeVisible();
  await expect(page.getByLabel('Keyword')).toHaveValue('');
  await expect(page.getByText('Let the analysis find your next product')).toBeVisible();
});

test('reverse ASIN, then the dashboard history shows both searches and exports JSON', async ({ page }) => {
  const { email } = await signUpViaApi(page);
  await givePlan(email, 'starter');
  await page.goto('/product-research');
  await page.getByLabel('Keyword').fill('backpack');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  await page.goto('/keyword-research');
  await page.getByRole('radio', { name: 'Competitor ASIN' }).click();
  await page.getByRole('textbox', { name: 'Competitor ASIN' }).fill('B014TMV5Y');
  await page.getByRole('button', { name: 'Analyze', exact: true }).click();
  await expect(page.getByText('An ASIN is 10 letters or digits, such as B014TMV5YE.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Competitor ASIN' }).fill('b014tmv5ye');
  await page.getByRole('button', { name: 'Analyze', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Keywords of B014TMV5YE' })).toBeVisible();
  const rows = page.getByTestId('keyword-row');
  await expect(rows.first()).toBeVisible();
  // The keyword cell names the keyword, then where its figures come from (live research's origin label).
  await expect(page.getByRole('cell', { name: /^expandable luggage sample data/ })).toBeVisible();
  await expect(rows.first().getByRole('cell').nth(5)).toHaveText('—'); // no CPC source

  await gotoDashboard(page);
  const history = page.getByTestId('search-history');
  await expect(history.getByTestId('history-entry')).toHaveCount(2);
  await expect(history.getByText('B014TMV5YE')).toBeVisible();
  // The best "backpack" result sells on a badge: a lower bound, shown with its "+".
  await expect(history.getByText(/[\d,]+\+ sales\/month/)).toBeVisible();
  await history.getByRole('tab', { name: 'Keywords' }).click();
  await expect(history.getByTestId('history-entry')).toHaveCount(1);
  await history.getByRole('tab', { name: 'All' }).click();

  const download = page.waitForEvent('download');
  await history.getByRole('button', { name: 'Export JSON' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^amazon-scout-history-\d{4}-\d{2}-\d{2}\.json$/);
  const entries = JSON.parse(fs.readFileSync((await file.path()) as string, 'utf8'));
  expect(entries.map((e: { type: string }) => e.type).sort()).toEqual(['keyword', 'product']);
  expect(entries.find((e: { type: string }) => e.type === 'keyword')).toMatchObject({
    query: 'B014TMV5YE',
    kind: 'asin',
  });
  expect(entries.find((e: { type: string }) => e.type === 'product')).toMatchObject({
    query: 'backpack',
    salesIsLowerBound: true,
  });
  expect(entries[0].date).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

  await history.getByRole('button', { name: 'Delete all' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete all' }).click();
  await expect(page.getByText('History deleted')).toBeVisible();
  await expect(history.getByText('No search yet.', { exact: false })).toBeVisible();
});

test('the free plan cannot export: a translated refusal with an upgrade action', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/product-research');
  await page.getByLabel('Keyword').fill('dog');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByText('Export requires a paid subscription')).toBeVisible();
  await page.getByRole('button', { name: 'Upgrade', exact: true }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('axe finds no serious accessibility violation on the research pages with results', async ({ page }) => {
  // Three full axe scans of large pages: several seconds each on a busy 2-core machine.
  test.slow();
  await signUpViaApi(page);
  await page.goto('/product-research');
  await page.getByLabel('Keyword').fill('luggage');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/keyword-research');
  await page.getByRole('textbox', { name: 'Keyword' }).fill('luggage');
  await page.getByRole('button', { name: 'Analyze', exact: true }).click();
  await expect(page.getByTestId('keyword-row').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await gotoDashboard(page);
  await expect(page.getByTestId('history-entry').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a pro user reverse-ASINs a phone case in English and in French: shared phrases, demand explained, an error clears the results', async ({
  page,
}) => {
  const { email } = await signUpViaApi(page);
  await givePlan(email, 'pro');
  await page.goto('/keyword-research');
  const analyze = async (asin: string, o: { mode: string; field: string; button: string }) => {
    await page.getByRole('radio', { name: o.mode }).click();
    await page.getByRole('textbox', { name: o.field }).fill(asin);
    await page.getByRole('button', { name: o.button, exact: true }).click();
  };
  const en = { mode: 'Competitor ASIN', field: 'Competitor ASIN', button: 'Analyze' };
  await analyze('B0CBJKBM61', en);
  await expect(page.getByRole('heading', { name: 'Keywords of B0CBJKBM61' })).toBeVisible();
  const keywords = page.getByTestId('keyword-row').locator('td:first-child .font-medium');
  await expect(keywords.filter({ hasText: /^phone case$/ })).toHaveCount(1);
  const texts = await keywords.allInnerTexts();
  expect(texts).toContain('iphone 15 pro max');
  for (const bad of ['pro pro', 'pro 15 pro', 'amazon', 'torras']) expect(texts).not.toContain(bad);
  expect(texts.every((k) => k.split(' ').length > 1)).toBe(true);
  // "phone case": no listing shows a badge — "< 50", said so, not a demand of 0.
  const phoneCase = page.getByTestId('keyword-row').filter({ has: page.getByText(/^phone case$/) });
  await expect(phoneCase).toContainText('< 50');
  await expect(phoneCase).toContainText('shows a “bought in past month” badge');
  await expect(page.getByText('Brand names and model numbers are left out.')).toBeVisible();

  // An unknown ASIN: its error, and the previous ASIN's results gone.
  await analyze('B000000000', en);
  await expect(page.getByText(/B000000000/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Keywords of B0CBJKBM61' })).toBeHidden();
  await expect(page.getByTestId('keyword-row')).toHaveCount(0);

  await switchLanguage(page, 'fr');
  await analyze('B0CBJKBM61', { mode: 'ASIN concurrent', field: 'ASIN concurrent', button: 'Analyser' });
  await expect(page.getByRole('heading', { name: 'Mots-clés de B0CBJKBM61' })).toBeVisible();
  const frRow = page.getByTestId('keyword-row').filter({ has: page.getByText(/^phone case$/) });
  await expect(frRow).toContainText('n’affiche le badge « achetés le mois dernier »');
  await expect(page.getByText('Les noms de marque et les références de modèle sont écartés.')).toBeVisible();
});

test('a thin keyword shows its own row, its listings, and says the catalog is too small', async ({
  page,
}) => {
  const { email } = await signUpViaApi(page);
  await givePlan(email, 'starter');
  await page.goto('/keyword-research');
  await page.getByRole('textbox', { name: 'Keyword' }).fill('yoga mat');
  await page.getByRole('button', { name: 'Analyze', exact: true }).click();
  await expect(page.getByTestId('keyword-row').first()).toContainText('yoga mat');
  await expect(page.getByTestId('seed-listings')).toContainText(
    'Amazon Basics 1/2-Inch Extra Thick Exercise Yoga Mat',
  );
  await expect(page.getByTestId('few-listings')).toContainText('too few to find related keywords');
});
