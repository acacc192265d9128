/**
 * Amazon's fees as a seller sees them (issue 27): a French seller on amazon.fr sees fees in euros
 * with VAT removed; a US seller's product dialog shows the fee card in force today (the 2026/27
 * holiday peak until 2027-01-14) with its fuel and logistics surcharge. The expected figures come from
 * the same domain calculator the server uses, for today's date, so the spec does not age.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { estimateFees } from '#domain/fees/estimate-fees.ts';
import { packageFromMetric } from '#domain/fees/size-basis.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { asCurrency, formatMoney, minorUnits } from '#domain/money.ts';
import { withDatabase } from './database.ts';
import { expect, signUpViaApi, test } from './fixtures.ts';

interface Listing {
  marketplace: MarketplaceCode;
  department: string;
  title: string;
  priceMinor: number;
  sidesMm: [number, number, number];
  weightG: number;
}

const inserted: string[] = [];

/** Each spec's listings go again once it ends: other specs count the sample catalog. */
test.afterEach(async () => {
  const asins = inserted.splice(0);
  if (asins.length)
    await withDatabase((client) =>
      client.query('delete from catalog_products where asin = any($1)', [asins]),
    );
});

/** A listing with its Keepa package, written as the market data sources would store it. */
async function insertListing(l: Listing): Promise<string> {
  const asin = `B0${randomBytes(4).toString('hex').toUpperCase()}`;
  inserted.push(asin);
  const currency = l.marketplace === 'US' ? 'USD' : 'EUR';
  await withDatabase(async (client) => {
    const dept = await client.query(
      `insert into catalog_categories (marketplace, name, path, depth) values ($1, $2, $2, 0)
       on conflict (marketplace, path) do update set name = excluded.name returning id`,
      [l.marketplace, l.department],
    );
    const id = dept.rows[0].id;
    await client.query(
      `insert into catalog_products (marketplace, asin, title, category_id, department_id, currency, price_cents,
         package_length_mm, package_width_mm, package_height_mm, package_weight_g, package_source, source, observed_at)
       values ($1, $2, $3, $4, $4, $5, $6, $7, $8, $9, $10, 'keepa', 'keepa', now())`,
      [l.marketplace, asin, l.title, id, currency, l.priceMinor, ...l.sidesMm, l.weightG],
    );
  });
  return asin;
}

const expectedFees = (l: Listing, category: string, seller?: Parameters<typeof estimateFees>[0]['seller']) =>
  estimateFees({
    marketplace: l.marketplace,
    priceMinor: l.priceMinor,
    category,
    size: {
      basis: 'package',
      source: 'keepa',
      package: packageFromMetric({ sidesMm: l.sidesMm, weightG: l.weightG }),
    },
    date: new Date(),
    seller,
  });

async function openProduct(page: Page, marketplace: string, keyword: string) {
  await page.goto('/product-research');
  await page.locator('#pr-marketplace').selectOption(marketplace);
  await page.locator('#pr-keyword').fill(keyword);
  await page.getByRole('button', { name: /^(Search|Rechercher)$/ }).click();
  const card = page.getByTestId('product-card').first();
  await expect(card).toBeVisible();
  return card;
}

test('a US seller sees the fee card in force today, with its surcharge, in the product dialog', async ({
  page,
}) => {
  await signUpViaApi(page);
  const word = `Zq${randomBytes(3).toString('hex')}`;
  const listing: Listing = {
    marketplace: 'US',
    department: 'Sports & Outdoors',
    title: `${word} resistance band set`,
    priceMinor: 1500,
    sidesMm: [200, 150, 15],
    weightG: 170, // 6 oz: small standard
  };
  await insertListing(listing);
  const fees = expectedFees(listing, 'Sports & Outdoors');
  const ful = fees.fulfilment;
  if (ful.kind !== 'fee') throw new Error('an exact package gives a fee');
  const usd = (minor: number) => formatMoney({ minor: minorUnits(minor), currency: asCurrency('USD') }, 'en');

  const card = await openProduct(page, 'US', word);
  await expect(card.getByTestId('card-fees')).toContainText(usd(fees.amazonFees.lowMinor));
  await expect(card.getByTestId('card-fees')).toContainText('its package size');
  // The default research cost assumption (25 % of the price), said with the margin.
  await expect(card.getByTestId('card-margin')).toContainText('cost assumed 25% of the price ($3.75)');

  await card.getByRole('button', { name: 'Analyze' }).click();
  const dialog = page.getByRole('dialog');
  const breakdown = dialog.getByTestId('fee-breakdown');
  await expect(breakdown).toBeVisible();
  await expect(breakdown.getByTestId('fee-fba')).toContainText(usd(ful.baseMinor));
  await expect(breakdown.getByTestId('fee-fba')).toContainText(`card ${ful.card.id}`);
  await expect(breakdown.getByTestId('fee-fba')).toContainText(
    ful.period === 'peak' ? 'holiday peak' : 'non-peak',
  );
  for (const line of ful.lines)
    await expect(breakdown.getByTestId(`fee-line-${line.kind}`)).toContainText(usd(line.amountMinor));
  if (ful.card.id === 'us-fba-peak-2026') {
    // Today (2026-10-15 → 2027-01-14): $3.65 peak + 3.5 % fuel and logistics = $3.78.
    expect(ful.totalMinor).toBe(378);
    await expect(breakdown.getByTestId('fee-line-fuelAndLogistics')).toContainText('3.5%');
  }
  await expect(breakdown.getByTestId('fee-total')).toContainText(usd(fees.amazonFees.lowMinor));
  await expect(breakdown.getByTestId('fee-margin')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('us-dialog.png') });
});

test('a French seller on amazon.fr sees fees in euros with VAT removed', async ({ page, context }) => {
  await context.addInitScript(() => localStorage.setItem('scout.lang', 'fr'));
  await signUpViaApi(page);
  const word = `Zq${randomBytes(3).toString('hex')}`;
  const listing: Listing = {
    marketplace: 'FR',
    department: 'Cuisine et Maison',
    title: `${word} planche à découper en bambou`,
    priceMinor: 2400,
    sidesMm: [300, 200, 20],
    weightG: 400,
  };
  await insertListing(listing);
  const fees = expectedFees(listing, 'Cuisine et Maison');
  const eur = (minor: number) => formatMoney({ minor: minorUnits(minor), currency: asCurrency('EUR') }, 'fr');

  const card = await openProduct(page, 'FR', word);
  await expect(card.getByTestId('card-fees')).toContainText(eur(fees.amazonFees.lowMinor));
  await expect(card.getByTestId('card-fees')).toContainText('TVA déduite');

  await card.getByRole('button', { name: 'Analyser' }).click();
  const breakdown = page.getByRole('dialog').getByTestId('fee-breakdown');
  // €24.00 includes 20 % VAT (€4.00): the revenue of a VAT-registered seller is €20.00.
  await expect(breakdown.getByTestId('fee-vat')).toContainText(`−${eur(400)}`);
  await expect(breakdown.getByTestId('fee-vat')).toContainText('amazon.fr');
  await expect(breakdown).toContainText(eur(2000));
  // The referral fee stays on the VAT-inclusive price (15 % of €24.00).
  await expect(breakdown.getByTestId('fee-referral')).toContainText(eur(360));
  // Established in France by default: 3 % digital services fee, said so.
  await expect(breakdown.getByTestId('fee-dsf')).toContainText('France');
  await expect(breakdown.getByTestId('fee-left')).toContainText(eur(fees.leftAfterFees.lowMinor));
  await page.screenshot({ path: test.info().outputPath('fr-dialog.png') });
  await page.keyboard.press('Escape');

  // Not VAT-registered on amazon.fr: the whole price is revenue.
  await page.goto('/settings#fees');
  const settings = page.getByTestId('fee-settings');
  await expect(settings).toBeVisible();
  await settings.getByLabel('Assujetti à la TVA sur amazon.fr').uncheck();
  await settings.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(/Réglages de frais enregistrés/)).toBeVisible();
  const unregistered = expectedFees(listing, 'Cuisine et Maison', {
    vatRegistered: false,
    establishedIn: 'FR',
    fromSettings: true,
  });
  const again = await openProduct(page, 'FR', word);
  await again.getByRole('button', { name: 'Analyser' }).click();
  const after = page.getByRole('dialog').getByTestId('fee-breakdown');
  await expect(after.getByTestId('fee-vat')).toHaveCount(0);
  await expect(after.getByTestId('fee-left')).toContainText(eur(unregistered.leftAfterFees.lowMinor));
});
