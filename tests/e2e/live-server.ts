import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import pg from 'pg';
import type { ServerProcess } from '#tests/helpers/server-process.ts';
import { expect, switchLanguage, uniqueEmail } from './fixtures.ts';

/**
 * What the specs that run their own server with live sources share (live-market.spec.ts,
 * keepa-journey.spec.ts): SQL on its database, accounts with a plan, screenshots in both languages.
 */
export interface LiveServer {
  server: ServerProcess;
  databaseUrl: string;
}

type Live = LiveServer;

export async function sql(live: Live, text: string, values: unknown[]) {
  const client = new pg.Client({ connectionString: live.databaseUrl });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** A new account on the live server (its own origin), with a plan; admin when asked. */
export async function signUp(page: Page, live: Live, o: { plan: string; admin?: boolean }) {
  const email = uniqueEmail(o.admin ? 'live-admin' : 'live');
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Live Seller', email, password: 'correct-horse-9' },
    headers: { origin: live.server.url },
  });
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  if (o.plan !== 'free')
    await sql(
      live,
      `insert into subscriptions (user_id, plan, status, current_period_end)
       select id, $2, 'active', now() + interval '30 days' from users where email = $1`,
      [email, o.plan],
    );
  if (o.admin)
    await sql(live, `update users set role = 'admin', email_verified = true where email = $1`, [email]);
  return email;
}

/** The widths screenshots are taken at: SCOUT_E2E_SHOT_WIDTHS (e.g. "1024,320"), else 1280 and 390 px. */
const shotWidths = () =>
  (process.env.SCOUT_E2E_SHOT_WIDTHS ?? '1280,390')
    .split(',')
    .map(Number)
    .filter((w) => w >= 320);

/** Screenshots of the page as it is, at each width (shotWidths), in English then French (SCOUT_E2E_SHOTS). */
export async function shoot(page: Page, name: string, target?: Locator): Promise<number> {
  const dir = process.env.SCOUT_E2E_SHOTS;
  if (!dir) return 0;
  const started = Date.now();
  fs.mkdirSync(dir, { recursive: true });
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const lang of ['en', 'fr'] as const) {
    if (lang === 'fr') await setLanguage(page, 'fr');
    for (const width of shotWidths()) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(300);
      const file = path.join(dir, `${name}-${width}-${lang}.png`);
      if (target) await target.screenshot({ path: file });
      else await page.screenshot({ path: file });
    }
  }
  await page.setViewportSize(size);
  await setLanguage(page, 'en');
  return Date.now() - started;
}

export async function setLanguage(page: Page, lang: 'en' | 'fr') {
  await page.evaluate((l) => localStorage.setItem('scout.lang', l), lang);
  const dialog = page.getByRole('dialog');
  if (await dialog.count()) return; // the header is behind the dialog: English stays
  await switchLanguage(page, lang);
  await page.waitForTimeout(500); // the page's namespaces in that language
}

/**
 * Screenshots of a dialog at each width (shotWidths) in English then French (SCOUT_E2E_SHOTS): the language
 * is switched with the dialog closed (its menu is behind it), then `open` opens it again.
 */
export async function shootDialog(page: Page, name: string, open: () => Promise<Locator>): Promise<void> {
  const dir = process.env.SCOUT_E2E_SHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const lang of ['en', 'fr'] as const) {
    await setLanguage(page, lang);
    const dialog = await open();
    for (const width of shotWidths()) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(400);
      await dialog.screenshot({ path: path.join(dir, `${name}-${width}-${lang}.png`) });
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  await page.setViewportSize(size);
  await setLanguage(page, 'en');
}
