import fs from 'node:fs';
import { givePlan } from './database.ts';
import { BASE_URL, expect, gotoDashboard, signUpViaApi, switchLanguage, test } from './fixtures.ts';

test('a visitor asks the support chat how to cancel and gets a streamed answer', async ({ page }) => {
  await page.goto('/');
  // A visitor's pointer: the landing fetches the app, and with it the chat, at the first interaction (ADR 112).
  await page.mouse.move(10, 10);
  await page.getByRole('button', { name: 'Open the support chat', exact: true }).click();
  const chat = page.getByRole('dialog', { name: 'Scout support' });
  await expect(chat.getByText('I am Scout’s assistant')).toBeVisible();

  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByText('Empty message')).toBeVisible();

  const sent = page.waitForResponse((r) => r.url().endsWith('/api/support-chat'));
  await chat.getByLabel('Your message').fill('How do I cancel my subscription?');
  await chat.getByLabel('Your message').press('Enter');
  const response = await sent;
  expect(response.headers()['content-type']).toContain('text/event-stream');
  const answer = chat.getByTestId('assistant-message').last();
  await expect(answer).toContainText('Cancel my subscription');
  await expect(answer).toContainText('Answered by Scout’s local engine');
  // The stream itself, read whole through the same server (Chromium does not always keep a streamed
  // body for the test to read back): token events, then [DONE].
  const streamed = await page.request.post('/api/support-chat', {
    data: { messages: [{ role: 'user', content: 'How do I cancel my subscription?' }] },
    headers: { origin: BASE_URL },
  });
  const body = await streamed.text();
  expect(body.match(/^data: /gm)?.length).toBeGreaterThan(10); // many token events
  expect(body.trim().endsWith('data: [DONE]')).toBe(true);

  // A question the help centre does not cover gets an honest "I don't know", not a loosely related section.
  await expect(chat.getByRole('button', { name: 'Send' })).toBeEnabled();
  await chat.getByLabel('Your message').fill('Does Scout support Walmart?');
  await chat.getByLabel('Your message').press('Enter');
  await expect(chat.getByTestId('assistant-message').last()).toContainText('I don’t know the answer to that');

  await chat.getByRole('button', { name: 'Clear the conversation' }).click();
  await expect(chat.getByTestId('assistant-message')).toHaveCount(0);
  await chat.getByRole('button', { name: 'Close the chat' }).click();
  await expect(chat).toBeHidden();
});

test('the support chat opens from the header in the middle of the dashboard, by keyboard too', async ({
  page,
}) => {
  await signUpViaApi(page);
  await gotoDashboard(page);
  // Mid-page the floating button steps aside over the cards; the header's Help entry is always there.
  await page.mouse.wheel(0, 600);
  const help = page.getByRole('button', { name: 'Help: open the support chat' });
  await help.focus();
  await page.keyboard.press('Enter');
  const chat = page.getByRole('dialog', { name: 'Scout support' });
  await expect(chat.getByLabel('Your message')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
  await expect(help).toBeFocused(); // back where the reader was

  // On a phone, in French: behind the menu button.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('button', { name: 'Aide : ouvrir le chat d’assistance' }).click();
  const french = page.getByRole('dialog', { name: 'Assistance Scout' });
  await expect(french.getByText('Je suis l’assistant de Scout')).toBeVisible();
  await french.getByRole('button', { name: 'Fermer le chat' }).click();
  await expect(french).toBeHidden();
});

test('a pro user generates the monthly report and downloads it', async ({ page }) => {
  const { email } = await signUpViaApi(page, { name: 'Pro Seller' });
  await givePlan(email, 'pro');
  await gotoDashboard(page);
  await page.getByRole('button', { name: 'Generate the report' }).click();
  await expect(page.getByTestId('monthly-report')).toContainText('Monthly report —');
  await expect(page.getByTestId('monthly-report')).toContainText('Searches (all kinds)');
  await expect(
    page.getByTestId('monthly-report').getByText('0 searches so far this month, today included'),
  ).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download (.md)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^rapport-mensuel-\d{4}-\d{2}-\d{2}\.md$/);
  const text = fs.readFileSync(await download.path(), 'utf8');
  expect(text).toMatch(/^# Monthly report — /);
  expect(text).toContain('| Searches (all kinds) | 0 | 0 | = |');

  // Without an AI provider the consultation card does not claim a model answers.
  await expect(page.getByLabel('Your question', { exact: true })).toBeVisible();
  await expect(page.getByText('Pro: answered by the fast model.')).toHaveCount(0);

  // The chat greets a pro member with the priority badge. The button steps aside while it would
  // cover a card, and is there again at the page's end (layout.spec checks both).
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByRole('button', { name: 'Open the support chat', exact: true }).click();
  await expect(page.getByRole('dialog').getByText('Priority support')).toBeVisible();
});

test('a free user sees the report and consultation as locked Pro tools', async ({ page }) => {
  await signUpViaApi(page);
  await gotoDashboard(page);
  const pro = page.locator('[data-unlock-plan="pro"]');
  for (const title of ['Monthly AI report', 'Strategic consultation'])
    await expect(pro.locator('[data-locked-feature]').filter({ hasText: title })).toBeVisible();
  await expect(pro.getByRole('link', { name: 'See the Pro plan' })).toHaveAttribute('href', '/pricing');
  await expect(page.getByRole('button', { name: 'Generate the report' })).toHaveCount(0);
});

test('a starter user generates a listing from a reverse-ASIN analysis on the keyword page', async ({
  page,
}) => {
  const { email } = await signUpViaApi(page);
  await givePlan(email, 'starter');
  await page.goto('/keyword-research');
  await page.getByRole('radio', { name: 'Competitor ASIN' }).click();
  await page.getByRole('textbox', { name: 'Competitor ASIN' }).fill('B014TMV5YE');
  await page.getByRole('button', { name: 'Analyze', exact: true }).click();
  await expect(page.getByTestId('keyword-row').first()).toBeVisible();

  await page.getByRole('button', { name: 'AI listing generator' }).click();
  const dialog = page.getByRole('dialog', { name: 'AI listing generator' });
  await expect(dialog.getByLabel('ASIN (optional)')).toHaveValue('B014TMV5YE');
  await expect(dialog.getByLabel('Product name')).not.toHaveValue('');
  const keywords = (await dialog.getByLabel('Keywords (comma separated)').inputValue()).split(', ');
  expect(keywords.length).toBeGreaterThan(1);

  await dialog.getByRole('button', { name: 'Generate the listing' }).click();
  const listing = dialog.getByTestId('generated-listing');
  await expect(listing).toContainText(`Keywords used: ${keywords.length}/${keywords.length}`);
  // The local engine writes what it can without inventing facts: no bullets, no blanks to fill.
  await expect(listing.getByText(/^Bullet points \d$/)).toHaveCount(0);
  await expect(listing.getByTestId('listing-needs-facts')).toBeVisible();
  await expect(listing).not.toContainText('[');
  await expect(listing).toContainText('Answered by Scout’s local engine');
  await expect(listing.getByText(/\/200 characters$/)).toBeVisible();
});

test('the monthly report counts today’s searches and reads in French after the switch', async ({ page }) => {
  const { email } = await signUpViaApi(page, { name: 'Pro Seller' });
  await givePlan(email, 'pro');
  for (const keyword of ['yoga mat', 'luggage'])
    expect(
      (
        await page.request.post('/api/research/keywords/analyze', {
          data: { keyword },
          headers: { origin: BASE_URL },
        })
      ).ok(),
    ).toBe(true);
  await gotoDashboard(page);
  await page.getByRole('button', { name: 'Generate the report' }).click();
  const report = page.getByTestId('monthly-report');
  await expect(report.getByText('2 searches so far this month, today included')).toBeVisible();
  await expect(report.getByRole('row', { name: /Searches \(all kinds\) 2/ })).toBeVisible();

  await switchLanguage(page, 'fr');
  // The same report, read again in French: no regeneration needed.
  await expect(report).toContainText('Rapport mensuel —');
  await expect(report.getByRole('row', { name: /Recherches \(tous types\) 2/ })).toBeVisible();
  await expect(report).not.toContainText('Searches (all kinds)');
  await expect(report.getByText('2 recherches ce mois-ci, aujourd’hui compris')).toBeVisible();
});
