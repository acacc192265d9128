import chromium from '@sparticuz/chromium';
import type { LaunchOptions } from 'playwright-core';

/** Flags of @sparticuz/chromium that do not suit a desktop run. */
const UNWANTED = new Set(['--single-process', '--disable-web-security', '--allow-running-insecure-content']);

/**
 * Launch options for the npm-shipped Chromium (the one the e2e tests, benchmarks and screenshots
 * use), headless and offline. The first call extracts the binary to the temp folder: make it once
 * in the parent process (Playwright's global set-up) before parallel workers launch, or a worker
 * may spawn the binary while another is still writing it (ETXTBSY). With `debuggingPort`, the
 * browser also listens for the DevTools protocol there (Lighthouse drives it through it).
 */
export async function chromiumLaunchOptions({
  debuggingPort,
}: {
  debuggingPort?: number;
} = {}): Promise<LaunchOptions> {
  return {
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
  };
}
