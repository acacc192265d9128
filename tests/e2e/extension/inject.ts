import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { type BackgroundMessage, createBackground } from '#extension/lib/background-handler.ts';
import type { Settings } from '#extension/lib/settings.ts';
import { CONTENT_SCRIPT } from '#scripts/extension-build.ts';

/**
 * The extension's background, run in the test process: the same code (lib/background-handler.ts)
 * with in-memory storage, calling the running Scout.
 */
export function testBackground(settings: Settings, headers: Record<string, string> = {}) {
  const store = new Map<string, unknown>();
  /** The addresses Analyze in Scout opened. */
  const opened: string[] = [];
  return Object.assign(
    createBackground({
      settings: async () => settings,
      load: async (key) => store.get(key),
      save: async (key, value) => {
        store.set(key, value);
      },
      fetch: (url, init) =>
        fetch(url, { ...init, headers: { ...(init?.headers as Record<string, string>), ...headers } }),
      openOptions: async () => {},
      openTab: async (url) => {
        opened.push(url);
      },
    }),
    { opened },
  );
}

/**
 * Gives the page what the content script needs of the extension (`chrome.runtime.sendMessage`,
 * answered by `background` in the test process): call before loading the page.
 */
export async function stubExtensionRuntime(page: Page, background: ReturnType<typeof testBackground>) {
  await page.exposeFunction('__scoutSend', (message: BackgroundMessage) => background.handle(message));
  await page.addInitScript(() => {
    const w = window as unknown as { chrome?: object; __scoutSend: (m: unknown) => Promise<unknown> };
    w.chrome = {
      ...(w.chrome ?? {}),
      runtime: { id: 'scout-in-page-test', sendMessage: (m: unknown) => w.__scoutSend(m) },
    };
  });
}

/**
 * Injects the built content script (dist/extension/chrome-mv3) into the page and waits until it
 * has drawn its panel; returns the page time it started at and what the panel reports.
 */
export async function injectContentScript(page: Page) {
  const startedAt = await page.evaluate(() => performance.now());
  await page.addScriptTag({ content: fs.readFileSync(CONTENT_SCRIPT, 'utf8') });
  const panel = page.locator('scout-ext[data-scout-panel]');
  await panel.first().waitFor({ state: 'attached', timeout: 20_000 });
  await page.waitForFunction(
    () =>
      document.querySelector('scout-ext[data-scout-panel]')?.hasAttribute('data-main-thread-ms') ||
      document.querySelector('scout-ext[data-scout-panel="setup"]') !== null,
    null,
    { timeout: 20_000 },
  );
  const report = await panel.first().evaluate((el) => ({
    kind: el.getAttribute('data-scout-panel'),
    mainThreadMs: Number(el.getAttribute('data-main-thread-ms')),
    readMs: Number(el.getAttribute('data-read-ms')),
    longestSliceMs: Number(el.getAttribute('data-longest-slice-ms')),
    badges: Number(el.getAttribute('data-badges') ?? 0),
    firstPaintMs: Number(el.getAttribute('data-first-paint-ms')),
    error: el.getAttribute('data-error'),
  }));
  return { startedAt, ...report };
}
