import chromium from '@sparticuz/chromium';
import { type Browser, chromium as playwright } from 'playwright-core';

/** Flags of @sparticuz/chromium that do not suit a desktop run (same set as tests/e2e/fixtures.ts). */
const UNWANTED = new Set(['--single-process', '--disable-web-security', '--allow-running-insecure-content']);

/**
 * The npm-shipped Chromium (the one the e2e tests use), headless and offline. With
 * `debuggingPort`, it also listens for the DevTools protocol there (Lighthouse drives it through it).
 */
export async function launchChromium({ debuggingPort }: { debuggingPort?: number } = {}): Promise<Browser> {
  return playwright.launch({
    executablePath: await chromium.executablePath(),
    headless: true,
    args: [
      ...chromium.args.filter((a) => !UNWANTED.has(a) && !a.startsWith('--headless')),
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...(debuggingPort ? [`--remote-debugging-port=${debuggingPort}`] : []),
    ],
  });
}
