import { BASE_URL, expect, gotoDashboard, openVerificationLink, signUpViaApi, test } from './fixtures.ts';

// The only spec that writes reviews: the averages below are exact on the fresh e2e database.
test.describe.configure({ mode: 'serial' });

test('write, edit and delete a review; the public list shows it with the new average', async ({
  page,
  browser,
}) => {
  // Another seller's review first, so the average moves with ours.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(`http://localhost:${process.env.SCOUT_E2E_PORT}/`);
  await openVerificationLink(otherPage, (await signUpViaApi(otherPage, { name: 'Bruno' })).email);
  const created = await otherPage.request.post('/api/reviews', {
    data: { rating: 2, comment: 'Useful, but I miss some marketplaces.' },
    headers: { origin: `http://localhost:${process.env.SCOUT_E2E_PORT}` },
  });
  expect(created.status()).toBe(201);
  await other.close();

  // Alice's review waits until her address is confirmed (issue 30), then it is public.
  const alice = await signUpViaApi(page, { name: 'Alice' });
  await gotoDashboard(page);
  const panel = page.locator('form').filter({ has: page.getByLabel('Your comment') });
  const submit = panel.getByRole('button', { name: 'Publish my review' });
  await expect(submit).toBeDisabled();
  await panel.locator('label', { hasText: '4 out of 5 stars' }).click();
  await expect(submit).toBeDisabled(); // a comment is still missing
  await panel.getByLabel('Your comment').fill('  Great <b>tool</b> for my research.  ');
  await expect(panel.getByText('34 / 1000')).toBeVisible();
  await submit.click();
  await expect(
    page.getByText('Thank you! Your review will be public once your e-mail address is confirmed.'),
  ).toBeVisible();
  await expect(panel.getByRole('status')).toContainText('once your e-mail address is confirmed');
  await page.goto('/');
  await expect(page.getByText('Great <b>tool</b> for my research.')).toHaveCount(0);
  await openVerificationLink(page, alice.email);
  await gotoDashboard(page);
  await expect(panel.getByRole('button', { name: 'Update my review' })).toBeVisible();
  await expect(panel.getByRole('status')).toHaveCount(0);

  await page.goto('/');
  const list = page.getByRole('list', { name: 'Reviews' });
  await expect(list.getByText('Great <b>tool</b> for my research.')).toBeVisible(); // plain text, no markup
  await expect(page.getByTestId('review-average')).toContainText('3.0 out of 5 — 2 reviews');

  await gotoDashboard(page);
  await panel.locator('label', { hasText: '5 out of 5 stars' }).click();
  await panel.getByLabel('Your comment').fill('Even better after the last update.');
  await panel.getByRole('button', { name: 'Update my review' }).click();
  await expect(page.getByText('Your review has been updated.')).toBeVisible();
  await page.goto('/');
  await expect(list.getByText('Even better after the last update.')).toBeVisible();
  await expect(page.getByTestId('review-average')).toContainText('3.5 out of 5 — 2 reviews');
  // Three and a half stars, not rounded up to four; the label gives the exact value.
  const averageStars = page.getByTestId('review-average').getByRole('img');
  await expect(averageStars).toHaveAttribute('aria-label', '3.5 out of 5 stars');

  // In French the reviews stay readable: without a translation service the original is kept, shown
  // with its language, and no translation is asked for (no failing request on each page view).
  const translationCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/translation')) translationCalls.push(r.url());
  });
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  // The list is named in the page's language.
  await expect(page.getByRole('list', { name: 'Avis' }).getByText('Écrit en anglais').first()).toBeVisible();
  await expect(page.getByTestId('review-average')).toContainText('3,5 sur 5 — 2 avis');
  await expect(averageStars).toHaveAttribute('aria-label', '3,5 étoiles sur 5');
  await expect(page.getByText('Even better after the last update.')).toBeVisible();
  expect(translationCalls).toEqual([]);
  await page.getByRole('button', { name: 'Langue' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();

  await gotoDashboard(page);
  await panel.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Delete this review?')).toBeVisible();
  await expect(dialog.getByText('This action is irreversible.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Your review has been deleted.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Publish my review' })).toBeVisible();

  await page.goto('/');
  await expect(page.getByText('Even better after the last update.')).toHaveCount(0);
  await expect(page.getByTestId('review-average')).toContainText('2.0 out of 5 — 1 review');
});

test('a review is labelled with the language it is written in, not its author’s interface language', async ({
  page,
}) => {
  // A seller whose interface is in French (the client sends it as x-scout-lang) writes in English.
  await page.goto('/');
  await openVerificationLink(page, (await signUpViaApi(page, { name: 'Chloé' })).email);
  const comment = 'The product research saves me hours every week.';
  const created = await page.request.post('/api/reviews', {
    data: { rating: 5, comment },
    headers: { origin: BASE_URL, 'x-scout-lang': 'fr' },
  });
  expect(created.status()).toBe(201);
  expect(await created.json()).toMatchObject({ review: { language: 'en', languageSource: 'detected' } });

  // English readers see it as it is: no language label, nothing to translate.
  await page.goto('/');
  const englishList = page.getByRole('list', { name: 'Reviews' });
  await expect(englishList.getByText(comment)).toBeVisible();
  await expect(englishList.getByText(/Written in/)).toHaveCount(0);

  // French readers see it labelled English (and would be offered its translation with a provider).
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  const frenchCard = page.getByRole('list', { name: 'Avis' }).locator('li', { hasText: comment });
  await expect(frenchCard.getByText('Écrit en anglais')).toBeVisible();
  await expect(frenchCard.getByText(comment)).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Langue' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();

  // Leaves the e2e database's reviews as the first test found them.
  expect((await page.request.delete('/api/reviews/mine', { headers: { origin: BASE_URL } })).status()).toBe(
    204,
  );
});
