import { expect, signUpViaApi, test } from './fixtures.ts';

// What the two research forms say and when, before any search is made (research.spec.ts covers
// the searches themselves). Pinned before they moved to useZodForm (ADR 110), unchanged after.

test.beforeEach(async ({ page }) => {
  await signUpViaApi(page);
});

test('the product filters say their problem as it is typed, and Search waits until it is fixed', async ({
  page,
}) => {
  await page.goto('/product-research');
  const search = page.getByRole('button', { name: 'Search', exact: true });
  const minPrice = page.getByLabel('Minimum price');
  const maxPrice = page.getByLabel('Maximum price');
  await expect(search).toBeEnabled();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await minPrice.fill('1.234');
  await expect(page.getByRole('alert')).toHaveText('Prices are numbers such as 10 or 24.99.');
  await expect(minPrice).toHaveAttribute('aria-invalid', 'true');
  await expect(maxPrice).toHaveAttribute('aria-invalid', 'true');
  await expect(search).toBeDisabled();

  // Prices first, then the monthly sales, then the order of the prices.
  await page.getByLabel('Minimum monthly sales').fill('3.5');
  await expect(page.getByRole('alert')).toHaveText('Prices are numbers such as 10 or 24.99.');
  await minPrice.fill('50');
  await expect(page.getByRole('alert')).toHaveText('Monthly sales is a whole number such as 300.');
  await expect(minPrice).toHaveAttribute('aria-invalid', 'false');
  await page.getByLabel('Minimum monthly sales').fill('300');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(search).toBeEnabled();
  await maxPrice.fill('10');
  await expect(page.getByRole('alert')).toHaveText('The minimum price is above the maximum price.');
  await expect(search).toBeDisabled();
  await maxPrice.fill('99,5');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(search).toBeEnabled();

  // A category belongs to its marketplace: changing the marketplace clears it.
  await page.getByLabel('Category').selectOption({ label: 'Luggage & Travel Gear' });
  await page.getByLabel('Marketplace').selectOption('CA');
  await expect(page.getByLabel('Category')).toHaveValue('');

  // New search empties every filter.
  await page.getByLabel('Keyword').fill('suitcase');
  await page.getByRole('button', { name: 'New search' }).click();
  for (const label of ['Keyword', 'Minimum monthly sales', 'Minimum price', 'Maximum price'])
    await expect(page.getByLabel(label)).toHaveValue('');
  await expect(page.getByLabel('Marketplace')).toHaveValue('US');
});

test('keyword research says what is missing after Analyze, follows the typing, and choosing the other search type hides it', async ({
  page,
}) => {
  await page.goto('/keyword-research');
  const analyze = page.getByRole('button', { name: 'Analyze', exact: true });
  const keyword = page.getByRole('textbox', { name: 'Keyword' });
  await keyword.fill('  ');
  await expect(page.getByText('Please enter a keyword')).toHaveCount(0);
  await analyze.click();
  await expect(page.getByText('Please enter a keyword')).toBeVisible();
  await expect(keyword).toHaveAttribute('aria-invalid', 'true');
  await keyword.fill('lug');
  await expect(page.getByText('Please enter a keyword')).toHaveCount(0);
  await expect(keyword).toHaveAttribute('aria-invalid', 'false');
  await keyword.fill('');
  await expect(page.getByText('Please enter a keyword')).toBeVisible();

  // The other choice: the same text is now an ASIN, and nothing is said until the next Analyze.
  await page.getByRole('radio', { name: 'Competitor ASIN' }).click();
  const asin = page.getByRole('textbox', { name: 'Competitor ASIN' });
  await expect(page.getByText('Please enter a keyword')).toHaveCount(0);
  await asin.fill('B01');
  await expect(page.getByText('An ASIN is 10 letters or digits, such as B014TMV5YE.')).toHaveCount(0);
  await analyze.click();
  await expect(page.getByText('An ASIN is 10 letters or digits, such as B014TMV5YE.')).toBeVisible();
  await asin.fill('');
  await expect(page.getByText('Please enter an ASIN')).toBeVisible();
  await page.getByRole('radio', { name: 'Keyword' }).click();
  await expect(page.getByText('Please enter an ASIN')).toHaveCount(0);
  await expect(page.getByText('Please enter a keyword')).toHaveCount(0);
});
