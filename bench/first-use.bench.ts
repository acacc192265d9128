/**
 * What a visitor's first use of a public page costs (ADR 112, 119): the landing arrives as HTML and
 * fetches the app only at the first sign of use, so the first click waits for it. Measured on a phone
 * as Lighthouse models one — 412×823, 4× CPU slowdown, 150 ms round trips, 1.6 Mbit/s down, 750
 * kbit/s up (Chromium's own throttling through the DevTools protocol) — on a cold cache: the landing
 * is opened, left alone until the network has been idle for a second, then its "Language" button is
 * clicked and the time until the menu's "Français" item is visible is taken. Against the limit of the
 * same page: the click on the same button once the app is already running (a second open of the menu).
 */
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '#scripts/chromium.ts';
import { startBenchServer } from './lib/bench-server.ts';
import { percentile, writeResult } from './lib/write-result.ts';

const RUNS = Number(process.env.BENCH_FIRST_USE_RUNS ?? 7);
const PHONE = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

const server = await startBenchServer();
const browser = await chromium.launch(await chromiumLaunchOptions());

/** Milliseconds from the click on "Language" to its menu's "Français" item shown. */
async function openLanguageMenu(page: import('playwright-core').Page) {
  const started = performance.now();
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).waitFor({ state: 'visible', timeout: 60_000 });
  return performance.now() - started;
}

async function run() {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'en-US' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...PHONE });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let scripts = 0;
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts += 1;
  });
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const scriptsBeforeUse = scripts;
  const firstMs = await openLanguageMenu(page);
  await page.keyboard.press('Escape');
  await page.getByRole('menuitem', { name: 'Français' }).waitFor({ state: 'hidden' });
  const againMs = await openLanguageMenu(page);
  await context.close();
  return { firstMs, againMs, scriptsBeforeUse };
}

try {
  const runs: Awaited<ReturnType<typeof run>>[] = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await run();
    runs.push(r);
    console.log(`run ${i + 1}: first click ${Math.round(r.firstMs)} ms, again ${Math.round(r.againMs)} ms`);
  }
  const med = (key: 'firstMs' | 'againMs') =>
    Math.round(
      percentile(
        runs.map((r) => r[key]),
        50,
      ),
    );
  writeResult('first-use', {
    method: `Chromium (playwright-core), 412×823, CPU throttled 4×, network ${PHONE.latency} ms RTT / 1.6 Mbit/s down / 750 kbit/s up (DevTools protocol), cold cache, ${RUNS} runs, medians. The landing opened and left idle (network idle + 1 s), then "Language" clicked: time to its "Français" item visible (first), and again once the app runs (again: the limit).`,
    runs: RUNS,
    firstClickMs: med('firstMs'),
    againClickMs: med('againMs'),
    scriptsBeforeUse: runs.map((r) => r.scriptsBeforeUse),
    firstClicksMs: runs.map((r) => Math.round(r.firstMs)),
    ratio: Math.round((med('firstMs') / med('againMs')) * 10) / 10,
  });
} finally {
  await browser.close();
  await server.stop();
}
