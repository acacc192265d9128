/** Set-up shared by the extension's in-page specs: a pro user's API key, a saved page with the script. */
import type { Page } from '@playwright/test';
import { BASE_URL, signUpViaApi } from '../fixtures.ts';
import { buyPlan } from '../plans.ts';
import {
  AMAZON_PAGES,
  type AmazonPageName,
  LAYOUT_SHIFT_OBSERVER,
  serveAmazonPages,
} from './amazon-pages.ts';
import { injectContentScript, stubExtensionRuntime, testBackground } from './inject.ts';
import { LONG_TASK_OBSERVER } from './measure.ts';

export async function proKey(page: Page) {
  await signUpViaApi(page);
  await buyPlan(page, 'pro');
  const res = await page.request.post('/api/api-keys', {
    data: { name: 'extension' },
    headers: { origin: BASE_URL },
  });
  return ((await res.json()) as { key: string }).key;
}

export async function openWithExtension(
  page: Page,
  background: ReturnType<typeof testBackground>,
  name: AmazonPageName,
) {
  await page.addInitScript(LAYOUT_SHIFT_OBSERVER);
  await page.addInitScript(LONG_TASK_OBSERVER);
  await serveAmazonPages(page);
  await stubExtensionRuntime(page, background);
  await page.goto(AMAZON_PAGES[name].url, { waitUntil: 'load' });
  await page.waitForTimeout(500);
  return injectContentScript(page);
}

/** A pro user's API key and the extension's background set up with it, in a language. */
export async function proBackground(page: Page, ip: string, language: 'en' | 'fr' = 'en') {
  const key = await proKey(page);
  const background = testBackground({ scoutUrl: BASE_URL, apiKey: key, language }, { 'x-forwarded-for': ip });
  return { key, background };
}
