/**
 * The browser extension's cost on a 60-result Amazon search page (the saved amazon.de page,
 * served as if from Amazon, in the npm-shipped Chromium): main-thread time of the content script
 * (reading the page + drawing badges and the summary, measured by the script around its own
 * synchronous work; p50/p95 over runs) and the page's layout shift with and without it. The
 * background part (estimates and observations) runs in this process against a bench server.
 */
import { chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '#scripts/chromium.ts';
import { ensureExtensionBuild } from '#scripts/extension-build.ts';
import {
  AMAZON_PAGES,
  LAYOUT_SHIFT_OBSERVER,
  serveAmazonPages,
  shiftSince,
} from '#tests/e2e/extension/amazon-pages.ts';
import { injectContentScript, stubExtensionRuntime, testBackground } from '#tests/e2e/extension/inject.ts';
import { signUp, startBenchServer } from './lib/bench-server.ts';
import { idleCallbackCpuMs, TRACE_CATEGORIES } from './lib/chromium-trace.ts';
import { percentile, writeResult } from './lib/write-result.ts';

const RUNS = Number(process.env.BENCH_EXTENSION_RUNS ?? 15);
const PAGE = AMAZON_PAGES.deSearch; // 60 results

ensureExtensionBuild();
const server = await startBenchServer();
const { cookie } = await signUp(server.url);
const headers = { cookie, origin: server.url, 'content-type': 'application/json' };
const checkout = await (
  await fetch(`${server.url}/api/billing/checkout`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ plan: 'pro', acceptTerms: true }),
  })
).json();
await fetch(`${server.url}/api/billing/test-checkout/${checkout.checkoutId}/confirm`, {
  method: 'POST',
  headers,
});
const { key } = await (
  await fetch(`${server.url}/api/api-keys`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'bench' }),
  })
).json();
const background = testBackground({ scoutUrl: server.url, apiKey: key, language: 'en' });
const browser = await chromium.launch(await chromiumLaunchOptions());

/** Every task of 50 ms or more on the page's main thread (the Long Tasks API), with its start. */
const LONG_TASK_OBSERVER = `
  window.__scoutLongTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__scoutLongTasks.push({ at: e.startTime, ms: e.duration });
  }).observe({ type: 'longtask', buffered: true });
`;
const longTasksSince = (page: Page, since: number) =>
  page.evaluate(
    (t) =>
      ((window as unknown as { __scoutLongTasks: { at: number; ms: number }[] }).__scoutLongTasks ?? [])
        .filter((task) => task.at >= t)
        .map((task) => task.ms),
    since,
  );

async function load(page: Page) {
  await page.addInitScript(LAYOUT_SHIFT_OBSERVER);
  await page.addInitScript(LONG_TASK_OBSERVER);
  await serveAmazonPages(page);
  await page.goto(PAGE.url, { waitUntil: 'load' });
  await page.waitForTimeout(300);
}

const withExt: {
  ms: number;
  readMs: number;
  sliceMs: number;
  sliceCpuMs: number[];
  longTasks: number[];
  shift: number;
  shiftCausedByExtension: number;
  badges: number;
  answeredMs: number;
}[] = [];
const without: number[] = [];
try {
  for (let i = 0; i < RUNS; i++) {
    // Without the extension: the page's own shifts over the same time.
    const bare = await browser.newPage();
    await load(bare);
    await bare.waitForTimeout(1500);
    without.push(await shiftSince(bare, 0));
    await bare.close();

    const page = await browser.newPage();
    await stubExtensionRuntime(page, background);
    await load(page);
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    const t0 = Date.now();
    const run = await injectContentScript(page);
    const answeredMs = Date.now() - t0;
    await page.waitForTimeout(1000);
    const sliceCpuMs = idleCallbackCpuMs(await browser.stopTracing());
    withExt.push({
      ms: run.mainThreadMs,
      readMs: run.readMs,
      sliceMs: run.longestSliceMs,
      sliceCpuMs,
      longTasks: await longTasksSince(page, run.startedAt),
      shift: await shiftSince(page, 0),
      shiftCausedByExtension: await shiftSince(page, run.startedAt),
      badges: run.badges,
      answeredMs,
    });
    await page.close();
  }
  await background.flush();
} finally {
  await browser.close();
  await server.stop();
}

const ms = withExt.map((r) => r.ms);
const median = (v: number[]) => percentile(v, 50);
writeResult('extension', {
  page: `${PAGE.file} (60 results)`,
  runs: RUNS,
  badgesPerRun: withExt[0]?.badges,
  mainThreadMs: { p50: median(ms), p95: percentile(ms, 95), max: Math.max(...ms) },
  // The longest piece of the script's work run at once (a task of its own), as it measures it.
  longestSliceMs: {
    p50: median(withExt.map((r) => r.sliceMs)),
    p95: percentile(
      withExt.map((r) => r.sliceMs),
      95,
    ),
  },
  // The same slices in CPU time (the page's main thread running, from a Chromium trace): what the
  // slices cost without the waits of a loaded machine.
  sliceCpuMs: {
    perRunP50: median(withExt.map((r) => r.sliceCpuMs.length)),
    totalP50: median(withExt.map((r) => r.sliceCpuMs.reduce((a, b) => a + b, 0))),
    longestP50: median(withExt.map((r) => Math.max(0, ...r.sliceCpuMs))),
    longestP95: percentile(
      withExt.map((r) => Math.max(0, ...r.sliceCpuMs)),
      95,
    ),
  },
  // Tasks of 50 ms or more on the page after injection, whoever ran them (Long Tasks API): the
  // page's own scripts react to the badges too (mutation observers, layout).
  longTasksAfterInjection: {
    perRunP50: median(withExt.map((r) => r.longTasks.length)),
    longestP50: median(withExt.map((r) => Math.max(0, ...r.longTasks))),
    longestP95: percentile(
      withExt.map((r) => Math.max(0, ...r.longTasks)),
      95,
    ),
  },
  readingMs: {
    p50: median(withExt.map((r) => r.readMs)),
    p95: percentile(
      withExt.map((r) => r.readMs),
      95,
    ),
  },
  injectionToBadgesMs: {
    p50: median(withExt.map((r) => r.answeredMs)),
    p95: percentile(
      withExt.map((r) => r.answeredMs),
      95,
    ),
  },
  layoutShift: {
    withoutExtension: median(without),
    withExtension: median(withExt.map((r) => r.shift)),
    afterInjection: Math.max(...withExt.map((r) => r.shiftCausedByExtension)),
  },
});
