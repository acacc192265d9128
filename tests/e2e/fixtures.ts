import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { type Browser, test as base, expect, type Page } from '@playwright/test';
import { MISSING_TRANSLATION } from '#client/lib/missing-translation.ts';
import { chromiumLaunchOptions } from '#scripts/chromium.ts';

export { expect };

export const BASE_URL = `http://localhost:${process.env.SCOUT_E2E_PORT}`;

/** Each test browser's own address, on this machine (127.0.0.0/8: the test checkout serves loopback clients only). */
export const randomIp = () => `127.${[0, 0, 0].map(() => randomBytes(1)[0]).join('.')}`;
export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomBytes(5).toString('hex')}@e2e.test`;

export const test = base.extend<{ ip: string }, { browser: Browser }>({
  browser: [
    async ({ playwright }, use) => {
      // Software drawing: the emulated GPU stalls pages for seconds on a loaded machine (chromium.ts).
      const browser = await playwright.chromium.launch(await chromiumLaunchOptions({ gpu: false }));
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring
  ip: async ({}, use) => use(randomIp()),
  // Each test is its own client address, so the server's per-IP rate limits do not leak across tests.
  context: async ({ context, ip }, use) => {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
    // A page that asks for a translation key neither language has (src/client/lib/missing-translation.ts).
    const missing = new Set<string>();
    context.on('console', (message) => {
      if (message.text().startsWith(MISSING_TRANSLATION)) missing.add(message.text());
    });
    await use(context);
    expect([...missing], 'translation keys in neither en nor fr').toEqual([]);
  },
});

/** The text of the last e-mail the server logged (no SMTP in tests) for this address. */
export async function lastLoggedEmail(to: string): Promise<string> {
  const file = process.env.SCOUT_E2E_LOG as string;
  for (let i = 0; i < 40; i++) {
    const lines = fs.readFileSync(file, 'utf8').trim().split('\n').reverse();
    for (const line of lines) {
      try {
        const entry = JSON.parse(line);
        if (entry.mail?.to === to) return entry.mail.text as string;
      } catch {}
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no e-mail logged for ${to}`);
}

/** Signs up through the UI and lands on the dashboard. */
export async function signUpThroughUi(page: Page, o: { name: string; email: string; password?: string }) {
  await page.goto('/auth?mode=signup');
  await page.getByLabel('Display name').fill(o.name);
  await page.getByLabel('E-mail').fill(o.email);
  await page.getByLabel('Password').fill(o.password ?? 'correct-horse-9');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Signs up through the auth HTTP endpoint (fast set-up for tests about other things). */
export async function signUpViaApi(page: Page, o: { name?: string; email?: string; password?: string } = {}) {
  const email = o.email ?? uniqueEmail();
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { name: o.name ?? 'Test Seller', email, password: o.password ?? 'correct-horse-9' },
    headers: { origin: BASE_URL },
  });
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  return { email, password: o.password ?? 'correct-horse-9' };
}

/**
 * Signs in as the e2e server's admin (ADMIN_EMAILS), creating the account the first time: the role
 * comes with a verified address, so the new account opens the link of its verification e-mail.
 * Another spec may be creating it at the same moment: then sign-in succeeds once that one is done.
 */
export async function signInAsAdmin(page: Page) {
  const email = 'admin@e2e.test';
  const signIn = async () =>
    (
      await page.request.post('/api/auth/sign-in/email', {
        data: { email, password: 'correct-horse-9' },
        headers: { origin: BASE_URL },
      })
    ).ok();
  if (await signIn()) return;
  const created = await signUpViaApi(page, { email, name: 'E2E Admin' }).then(
    () => true,
    () => false, // the other spec's sign-up won the race: it opens the verification link, we wait below
  );
  if (created) await openVerificationLink(page, email);
  for (let i = 0; i < 40 && !(await signIn()); i++) await new Promise((r) => setTimeout(r, 250));
}

/**
 * Opens the link of the verification e-mail sent to `email`, in the page's browser, as its owner
 * would (a review is public once its author's address is verified). The browser is signed in again
 * with a new session: the verification ends the sessions made before it (docs/security.md).
 */
export async function openVerificationLink(page: Page, email: string) {
  const link = (await lastLoggedEmail(email)).match(/https?:\/\/\S+\/api\/auth\/verify-email\S+/)?.[0];
  if (link) await page.request.get(link);
}

/**
 * Mounts every panel of the page that waits to come near the screen
 * (src/client/components/near-screen.tsx) by focusing its placeholder, as tabbing through the page does.
 */
export async function mountEveryPanel(page: Page) {
  await expect(page.locator('main h1')).toBeVisible();
  const selector = '[data-near-screen-placeholder]';
  await expect(async () => {
    await page.evaluate((s) => {
      for (const placeholder of document.querySelectorAll<HTMLElement>(s)) placeholder.focus();
    }, selector);
    await expect(page.locator(selector)).toHaveCount(0, { timeout: 1000 });
  }).toPass();
}

/** Opens the dashboard with every panel mounted, once the plan (which says which panels) is known. */
export async function gotoDashboard(page: Page) {
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard')).toHaveAttribute('aria-busy', 'false');
  await mountEveryPanel(page);
}

/** Opens the settings with every section mounted. */
export async function gotoSettings(page: Page) {
  await page.goto('/settings');
  await mountEveryPanel(page);
}

/** Opens the admin console with every section mounted. */
export async function gotoAdmin(page: Page) {
  await page.goto('/admin');
  await mountEveryPanel(page);
}

/** Switches the interface's language from the header's menu, and waits for the page to follow. */
export async function switchLanguage(page: Page, lang: 'en' | 'fr') {
  await page
    .getByRole('button', { name: /^(Language|Langue)$/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: lang === 'fr' ? 'Français' : 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}
