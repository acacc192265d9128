import { estimateFees } from '#domain/fees/estimate-fees.ts';
import { formatMoney, minorUnits } from '#domain/money.ts';
import { givePlan } from './database.ts';
import { expect, gotoDashboard, signUpViaApi, switchLanguage, test } from './fixtures.ts';

test("a free user computes the basic ROI per unit with Amazon's fees, FBA included, shipping disabled", async ({
  page,
}) => {
  await signUpViaApi(page);
  await gotoDashboard(page);
  await expect(page.getByLabel('Shipping cost')).toBeDisabled();
  await page.getByLabel('Product cost').fill('8');
  await page.getByLabel('Selling price').fill('30');
  await page.locator('#roi-category').selectOption('toysGames');
  // Without a package the FBA fee is a labelled range, never left out.
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByTestId('roi-fba-basis')).toContainText('Size unknown');
  // With the package: the exact fee of the card in force today (computed here by the same calculator).
  await page.locator('#roi-l').fill('10');
  await page.locator('#roi-w').fill('8');
  await page.locator('#roi-h').fill('0.5');
  await page.locator('#roi-weight').fill('6');
  await page.getByRole('button', { name: 'Calculate' }).click();
  const fees = estimateFees({
    marketplace: 'US',
    priceMinor: 3000,
    category: 'toysGames',
    size: { basis: 'package', source: 'entered', package: { sidesIn: [10, 8, 0.5], unitWeightOz: 6 } },
    date: new Date(),
  });
  const profit = 3000 - 800 - fees.amazonFees.lowMinor;
  const results = page.getByTestId('roi-results');
  await expect(results).toContainText(formatMoney({ minor: minorUnits(profit), currency: 'USD' }, 'en'));
  await expect(results).toContainText(
    formatMoney({ minor: minorUnits(fees.amazonFees.lowMinor), currency: 'USD' }, 'en'),
  );
  await expect(page.getByTestId('roi-fba-basis')).toContainText('small standard');
  await expect(results.getByText('Excellent').first()).toBeVisible();
});

test('a starter user computes a profitable product with Amazon’s fees', async ({ page }) => {
  const { email } = await signUpViaApi(page);
  await givePlan(email, 'starter');
  await gotoDashboard(page);
  await page.locator('#aroi-price').fill('25');
  await page.locator('#aroi-cost').fill('6');
  await page.locator('#aroi-shipping').fill('1');
  await page.locator('#aroi-advertising').fill('200');
  await page.locator('#aroi-sales').fill('300');
  await page.getByLabel('Category', { exact: true }).selectOption('homeKitchen');
  await page.locator('#aroi-l').fill('10');
  await page.locator('#aroi-w').fill('6');
  await page.locator('#aroi-h').fill('1.5');
  await page.locator('#aroi-weight').fill('12');
  await page.getByRole('button', { name: 'Calculate' }).click();
  const results = page.getByTestId('roi-results');
  await expect(results).toContainText('$7,500.00'); // revenue: 300 × $25
  await expect(results.getByText('Excellent').first()).toBeVisible();
  await page.getByText('Cost per unit and where each fee comes from').click();
  await expect(page.getByText('Home & Kitchen: 15% of the price (rate card us-referral-2024)')).toBeVisible();
  await expect(page.getByText(/large standard, charged on 12 oz/)).toBeVisible();
  await expect(
    page.getByText('Recommendations (price for a target margin, packaging savings) come with the Pro plan.'),
  ).toBeVisible();
  // Bad input: a clear message, nothing computed.
  await page.locator('#aroi-sales').fill('abc');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByText('Enter a number (0 or more).')).toBeVisible();
  // Every marketplace has its FBA card: amazon.de computes the fee from the package too, VAT out.
  await page.locator('#aroi-marketplace').selectOption('DE');
  await expect(page.getByRole('radio', { name: 'From the package size' })).toBeEnabled();
  await page.locator('#aroi-sales').fill('300');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(results).toContainText('€6,303.00'); // 300 × (€25 − 19 % VAT: €21.01)
  await page.getByText('Cost per unit and where each fee comes from').click();
  // The card in force today: the 2026 card, or its holiday-peak copy from 2026-10-15.
  await expect(page.getByText(/rate card de-fba-(peak-)?2026/)).toBeVisible();
});

test('a pro user runs an inventory forecast on /inventory and sees the chart', async ({ page }) => {
  const { email } = await signUpViaApi(page);
  await givePlan(email, 'pro');
  await gotoDashboard(page);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Inventory' })
    .click();
  await expect(page).toHaveURL(/\/inventory$/);
  await expect(page.getByRole('link', { name: 'Back to dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home', exact: true }).last()).toBeVisible();
  await expect(page.getByText('No forecast yet. Run one above.')).toBeVisible();

  await page.getByRole('button', { name: 'Forecast' }).click();
  await expect(
    page.getByText('Please fill in: product name, current stock and average daily sales.'),
  ).toBeVisible();

  await page.getByLabel('Product name').fill('Garlic press');
  await page.getByLabel('Current stock (units)').fill('100');
  await page.getByLabel('Average daily sales').fill('5');
  await expect(page.getByLabel('Supplier lead time (days)')).toHaveValue('14-21');
  await page.getByRole('button', { name: 'Forecast' }).click();
  await expect(page.getByText('Forecast ready.')).toBeVisible();
  const result = page.getByTestId('forecast-result').first();
  await expect(result).toContainText(/Stock-out in\s*20 days/);
  await expect(result).toContainText('Order byNow');
  await expect(result).toContainText('No sales history for this product');
  await expect(result.getByTestId('forecast-chart').getByRole('application')).toBeVisible();
  await expect(page.getByText('Stock-out in 20 days, order')).toBeVisible(); // saved list

  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: /Inventory/ }).first()).toBeVisible();
});

test('a free user sees the inventory forecast locked with an upgrade button', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/inventory');
  const locked = page.locator('[data-locked-feature="inventoryForecast"]');
  await expect(locked).toBeVisible();
  await expect(locked.getByRole('link', { name: /upgrade/i })).toHaveAttribute('href', '/pricing');
});

test('/inventory needs a session', async ({ page }) => {
  await page.goto('/inventory');
  await expect(page).toHaveURL(/\/auth/);
});

test('a starter user grades a listing, gets the SEO version and copies the title', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { email } = await signUpViaApi(page);
  await givePlan(email, 'starter');
  await gotoDashboard(page);
  await page.getByRole('button', { name: 'Optimize' }).click();
  await expect(page.getByText('Enter a title or an ASIN.')).toBeVisible();
  await page.locator('#lst-title').fill('STAINLESS STEEL CRUSHER BEST SELLER!');
  await page.locator('#lst-keywords').fill('garlic press, ginger');
  await page.getByRole('button', { name: 'Optimize' }).click();
  const result = page.getByTestId('listing-result');
  await expect(result.getByTestId('listing-score')).toContainText(/Score: \d+\/100 → \d+\/100/);
  await expect(result.getByText('Garlic Press - Stainless Steel Crusher, Ginger')).toBeVisible();
  await expect(
    result.getByRole('listitem').filter({ hasText: 'No promotional phrases in the title.' }),
  ).toContainText('Found: best seller');
  const coverage = result.getByRole('listitem').filter({ hasText: 'Target keywords in the listing: 0 of 2' });
  await expect(coverage).toContainText('Missing: garlic press, ginger');
  await expect(coverage).not.toContainText('Found:');
  await result.getByRole('button', { name: 'Copy: Title' }).click();
  await expect(result.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'Garlic Press - Stainless Steel Crusher, Ginger',
  );
  await expect(result.getByRole('button', { name: 'Copy: Title' })).toBeVisible({ timeout: 4000 });
});

test('seasonal trends say when the history is too short', async ({ page }) => {
  const { email } = await signUpViaApi(page);
  await givePlan(email, 'starter');
  await gotoDashboard(page);
  await page.getByRole('button', { name: 'Analyze' }).click();
  await expect(page.getByText('Enter an ASIN or a category.')).toBeVisible();
  await page.locator('#sea-category').fill('Luggage');
  await page.getByRole('button', { name: 'Analyze' }).click();
  await expect(page.getByTestId('seasonal-result')).toContainText('Not enough history: 1 of the 12 months');
});

test('the opportunity scanner reports its progress and lists what it found', async ({ page }) => {
  const { email } = await signUpViaApi(page);
  await givePlan(email, 'pro');
  await gotoDashboard(page);
  await page.getByRole('button', { name: 'Scan', exact: true }).click();
  const progress = page.getByTestId('scanner-progress');
  await expect(progress.getByRole('progressbar', { name: 'Scan progress' })).toBeVisible();
  // The whole US catalog: the sample's 4,960 products (plus any listing another spec is adding meanwhile).
  const finished = page.getByText(/Scanner finished — [\d,]+ products analyzed/);
  await expect(finished).toBeVisible({ timeout: 30_000 });
  const total = (await finished.textContent())?.match(/— ([\d,]+) products/)?.[1] ?? '';
  expect(Number(total.replaceAll(',', ''))).toBeGreaterThanOrEqual(4960);
  await expect(progress).toContainText(`${total} of ${total} products analyzed`);
  const results = page.getByTestId('scanner-results');
  await expect(results.getByRole('listitem').first()).toContainText(/Score \d+\/100/);
});

test('a free user sees what they can use first, and the locked tools as one compact "unlock more" card', async ({
  page,
}) => {
  await signUpViaApi(page);
  await gotoDashboard(page);
  const unlock = page.getByRole('region', { name: 'Unlock more' });
  await expect(unlock).toContainText('13 more tools come with a paid plan.');
  // One line per locked tool, grouped under the plan that first has it, one upgrade link per plan.
  for (const [plan, count] of [
    ['Starter', 4],
    ['Pro', 7],
    ['Elite', 2],
  ] as const) {
    const group = unlock.getByRole('list', { name: `From the ${plan} plan` });
    await expect(group.getByRole('listitem')).toHaveCount(count);
    await expect(unlock.getByRole('link', { name: `See the ${plan} plan` })).toHaveAttribute(
      'href',
      '/pricing',
    );
  }
  await expect(unlock.locator('[data-locked-feature="opportunityScanner"]')).toContainText(
    'Opportunity scanner',
  );
  // The free tools come before it; the sections of locked tools (spec §2) are not shown empty.
  await expect(page.getByRole('heading', { level: 2, name: 'Profitability tools' })).toBeVisible();
  for (const name of ['Advanced tools', 'AI tools', 'Elite'])
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${name}`) })).toHaveCount(0);
  const order = await page
    .locator('main')
    .getByRole('heading', { level: 2 })
    .evaluateAll((hs) => hs.map((h) => h.textContent?.trim()));
  expect(order.at(-1)).toBe('Unlock more');
});

test('a pro user gets the starter and AI sections, and only the Elite tools left to unlock', async ({
  page,
}) => {
  const { email } = await signUpViaApi(page);
  await givePlan(email, 'pro');
  await gotoDashboard(page);
  for (const name of ['Advanced tools', 'AI tools'])
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${name}`) })).toBeVisible();
  const unlock = page.getByRole('region', { name: 'Unlock more' });
  await expect(unlock).toContainText('2 more tools come with a paid plan.');
  await expect(unlock.getByRole('list')).toHaveCount(1);
  await expect(unlock.getByRole('list', { name: 'From the Elite plan' })).toBeVisible();
});

test('an elite user analyses a product and compares it across marketplaces', async ({ page }) => {
  const { email } = await signUpViaApi(page);
  await givePlan(email, 'elite');
  await gotoDashboard(page);
  // The first listing of the bundled sample catalog (Luggage, amazon.com).
  const asin = 'B014TMV5YE';
  await page.locator('#an-asin').fill(asin);
  await page.locator('#an-type').selectOption('market');
  await page
    .locator('form', { has: page.locator('#an-asin') })
    .getByRole('button', { name: 'Analyze' })
    .click();
  const analysis = page.getByTestId('analysis-result');
  await expect(analysis).toContainText(asin);
  await expect(analysis.getByRole('heading', { name: /^Niche:/ })).toBeVisible();
  await expect(analysis.getByRole('heading', { name: 'Strengths' })).toBeVisible();
  await expect(analysis).toContainText('Summary from Scout’s rules on the figures above.');

  await page.locator('#mm-asin').fill(asin);
  await page
    .locator('form', { has: page.locator('#mm-asin') })
    .getByRole('button', { name: 'Analyze' })
    .click();
  const table = page.getByTestId('multi-market-result');
  await expect(table.locator('tbody tr')).toHaveCount(8);
  await expect(table.locator('tbody tr').first()).toHaveAttribute('data-marketplace', 'US');
  await expect(table.locator('tr[data-marketplace="JP"]')).toContainText('No data');
});

test('a pro user optimizes a stuffed title in English then in French: rules named, no word thrice, nothing invented', async ({
  page,
}) => {
  const { email } = await signUpViaApi(page);
  await givePlan(email, 'pro');
  await gotoDashboard(page);
  const optimize = async (run: string) => {
    await page.locator('#lst-brand').fill('Zenflow');
    await page
      .locator('#lst-title')
      .fill('Yoga Mat Non Slip Yoga Mat Thick Exercise Mat for Yoga Pilates Mat Workout Mat Fitness Mat');
    await page.locator('#lst-keywords').fill('yoga mat, exercise mat, pilates mat');
    await page
      .locator('#lst-bullets')
      .fill(
        'extra thick foam cushions your knees.\nNon slip surface grips the floor!\nINCLUDES A CARRYING STRAP',
      );
    await page.getByRole('button', { name: run }).click();
    return page.getByTestId('listing-result');
  };
  const result = await optimize('Optimize');
  await expect(
    result.getByText('Zenflow Non-Slip Yoga Mat, Thick Exercise Mat for Yoga Pilates, Workout and Fitness'),
  ).toBeVisible();
  await expect(result.locator('[data-rule="bulletsCount"]').first()).toContainText(
    'Bullet points: 3 (at least 3, 5 recommended).',
  );
  await expect(result.locator('[data-rule="titleBrand"]').first()).toContainText(
    'Brand “Zenflow” at the start of the title.',
  );
  await expect(result.getByText('• Includes a carrying strap')).toBeVisible();
  await expect(result.getByTestId('listing-notes')).toContainText('Description made from your bullet points');
  // Every rule by its name: no translation key reaches the page.
  await expect(result).not.toContainText(/listing\.(rule|status|out)\./);
  await result.getByText('The optimized listing against the same rules').click();
  const after = result.getByRole('list', { name: 'The optimized listing against the same rules' });
  await expect(after.locator('[data-rule="titleRepeats"]')).toHaveAttribute('data-status', 'pass');
  await expect(after.locator('[data-rule="titleBrand"]')).toHaveAttribute('data-status', 'pass');

  await switchLanguage(page, 'fr');
  const fr = await optimize('Optimiser');
  await expect(fr.locator('[data-rule="bulletsCount"]').first()).toContainText(
    'Puces\u202f: 3 (au moins 3, 5 conseillées).',
  );
  await expect(fr.locator('[data-rule="titleRepeats"]').first()).toContainText(
    'Aucun mot plus de 2 fois dans le titre',
  );
  await expect(fr.getByTestId('listing-notes')).toContainText('Description composée à partir de vos puces');
  await expect(fr).not.toContainText(/listing\.(rule|status|out)\./);

  // A French listing on amazon.fr: the main phrase said twice is written once, its adjective kept.
  await page.locator('#lst-marketplace').selectOption('FR');
  await page
    .locator('#lst-title')
    .fill('Tapis de Yoga Antidérapant Tapis de Yoga Épais pour Pilates Fitness');
  await page.locator('#lst-keywords').fill('tapis de yoga');
  await page.getByRole('button', { name: 'Optimiser' }).click();
  await expect(fr.getByText('Zenflow Tapis de Yoga Antidérapant Épais pour Pilates Fitness')).toBeVisible();
  const phraseRule = fr.locator('[data-rule="titlePhraseRepeats"]').first();
  await expect(phraseRule).toHaveAttribute('data-status', 'warn');
  await expect(phraseRule).toContainText(
    'Aucune expression de deux mots ou plus écrite deux fois dans le titre',
  );
  await expect(phraseRule).toContainText('tapis de yoga');
  await fr.getByText('La fiche optimisée face aux mêmes règles').click();
  await expect(
    fr
      .getByRole('list', { name: 'La fiche optimisée face aux mêmes règles' })
      .locator('[data-rule="titlePhraseRepeats"]'),
  ).toHaveAttribute('data-status', 'pass');

  // A French water bottle whose main keyword the title says with "en" ("Gourde Isotherme en Inox"):
  // recognised, not written again in front; the use cases end on "et"; "bouteille" (another product)
  // goes to the search terms.
  await page
    .locator('#lst-title')
    .fill(
      'Gourde Isotherme en Inox 1L sans BPA pour Sport, Randonnée, Vélo - Gourde Inox Enfant - gourde inox',
    );
  await page.locator('#lst-keywords').fill('gourde inox, gourde isotherme, bouteille inox');
  await page.getByRole('button', { name: 'Optimiser' }).click();
  await expect(
    fr.getByText(
      'Zenflow Gourde Isotherme en Inox 1L sans BPA pour Sport, Randonnée et Vélo - Gourde Inox Enfant',
    ),
  ).toBeVisible();
  await expect(fr.locator('[data-rule="titleMainKeyword"]').first()).toHaveAttribute('data-status', 'pass');
});
