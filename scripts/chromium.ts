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
 *
 * `gpu: false` draws pages with Chromium's software compositor (`--disable-gpu`) instead of the
 * GPU that @sparticuz/chromium emulates with SwiftShader: on a loaded machine, one frame of that
 * emulation held the page's main thread 10-65 s after its load event (no script ran, not even the
 * session request: the e2e flake of alerts.spec and layout.spec, docs/benchmarks.md "test-suite").
 * The e2e tests draw in software; the benchmarks keep the GPU path their figures were measured on.
 */
export async function chromiumLaunchOptions({
  debuggingPort,
  gpu = true,
}: {
  debuggingPort?: number;
  gpu?: boolean;
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
      ...(gpu ? [] : ['--disable-gpu']),
      ...(debuggingPort ? [`--remote-debugging-port=${debuggingPort}`] : []),
    ],
  };
}
