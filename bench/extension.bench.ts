/**
 * The browser extension on the largest saved Amazon pages (served as if from Amazon with the
 * layout stand-in for Amazon's stylesheets, in the npm-shipped Chromium): the time from the
 * page's load event to the first overlays, the content script's longest task (CPU time from a
 * Chromium trace, and wall time), the Long Tasks API's tasks that ran a slice of the script, the
 * script's whole main-thread time, and the page's layout shift with and without it. The script
 * is started at the page's `load`, as a browser starts a `document_idle` content script; its
 * background part runs in this process against a bench server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '#scripts/chromium.ts';
import { CONTENT_SCRIPT, E2E_EXTENSION_DIR, ensureExtensionBuild } from '#scripts/extension-build.ts';
import {
  AMAZON_PAGES,
  type AmazonPageName,
  LAYOUT_SHIFT_OBSERVER,
  serveAmazonPages,
  shiftSince,
} from '#tests/e2e/extension/amazon-pages.ts';
import { stubExtensionRuntime, testBackground } from '#tests/e2e/extension/inject.ts';
import { LONG_TASK_OBSERVER, longTasks } from '#tests/e2e/extension/measure.ts';
import { signUp, startBenchServer } from './lib/bench-server.ts';
import { scriptTasks, TRACE_CATEGORIES } from './lib/chromium-trace.ts';
import { percentile, writeResult } from './lib/write-result.ts';

const RUNS = Number(process.env.BENCH_EXTENSION_RUNS ?? 10);
/** The largest saved pages of each kind (2.1 MB search of 60 results, 1.8 MB product page, the 30-item list). */
const PAGES: AmazonPageName[] = ['deSearch', 'comProduct', 'comBestSellers', 'aeProduct'];
const SLICE_MARK = 'scout-slice';

ensureExtensionBuild();
ensureExtensionBuild('e2e');
/** A full Chromium that loads extensions (the npm-shipped one cannot): Debian's, or CHROMIUM_PATH. */
const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const REAL_RUNS = Number(process.env.BENCH_EXTENSION_REAL_RUNS ?? 6);
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
/** The built content script, started at the page's load event (as `document_idle`). */
const atLoad = `addEventListener('load', () => {\n${fs.readFileSync(CONTENT_SCRIPT, 'utf8')}\n});`;

async function open(page: Page, name: AmazonPageName, withScript: boolean) {
  await page.addInitScript(LAYOUT_SHIFT_OBSERVER);
  await page.addInitScript(LONG_TASK_OBSERVER);
  if (withScript) {
    await stubExtensionRuntime(page, background);
    await page.addInitScript(atLoad);
  }
  await serveAmazonPages(page);
  await page.goto(AMAZON_PAGES[name].url, { waitUntil: 'load' });
}

/** Long tasks (ms) of the page in the 2.5 s after its load, whoever ran them. */
async function pageLongTasks(page: Page): Promise<number[]> {
  return (await longTasks(page)).all.map((t) => t.ms);
}

/** The window widths the panels follow after the load (a phone, a tablet, a laptop, back). */
const RESIZES = [390, 1024, 1920, 1280];

/**
 * The script's tasks while the panels follow viewport resizes (each placed again in slices, after
 * the frame): CPU time from a trace, and how much of each was Chromium's style and layout inside it.
 */
async function afterResizes(page: Page): Promise<{ cpuMs: number; layoutCpuMs: number }[]> {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  for (const width of RESIZES) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(700);
    await page.waitForFunction(() => !document.querySelector('scout-ext[data-placing]'), null, {
      timeout: 10_000,
    });
  }
  return scriptTasks(await browser.stopTracing(), SLICE_MARK).map((t) => ({
    cpuMs: t.cpuMs,
    layoutCpuMs: t.layoutCpuMs,
  }));
}

interface Run {
  loadToOverlaysMs: number;
  mainThreadMs: number;
  longestSliceMs: number;
  taskCpuMs: number[];
  taskWallMs: number[];
  scriptLongTasks: number[];
  pageLongTasks: number[];
  shownAfterLoadMs: number | null;
  shift: number;
  resize: { cpuMs: number; layoutCpuMs: number }[];
}

const results: Record<string, { with: Run[]; without: number[]; bareLongTasks: number[][] }> = {};
try {
  for (const name of PAGES) {
    results[name] = { with: [], without: [], bareLongTasks: [] };
    for (let i = 0; i < RUNS; i++) {
      const bare = await browser.newPage();
      await open(bare, name, false);
      await bare.waitForTimeout(2500);
      results[name].without.push(await shiftSince(bare, 0));
      results[name].bareLongTasks.push(await pageLongTasks(bare));
      await bare.close();

      const page = await browser.newPage();
      await browser.startTracing(page, { categories: TRACE_CATEGORIES });
      await open(page, name, true);
      const panel = page.locator('scout-ext[data-scout-panel][data-main-thread-ms]');
      await panel.first().waitFor({ state: 'attached', timeout: 30_000 });
      await page.waitForTimeout(1500);
      const tasks = scriptTasks(await browser.stopTracing(), SLICE_MARK);
      const report = await panel.first().evaluate((el) => ({
        startedAt: Number(el.getAttribute('data-started-at')),
        firstPaintMs: Number(el.getAttribute('data-first-paint-ms')),
        mainThreadMs: Number(el.getAttribute('data-main-thread-ms')),
        longestSliceMs: Number(el.getAttribute('data-longest-slice-ms')),
        shownAt: el.hasAttribute('data-shown-at') ? Number(el.getAttribute('data-shown-at')) : null,
        loadAt: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
      }));
      results[name].with.push({
        loadToOverlaysMs: report.startedAt + report.firstPaintMs - report.loadAt,
        mainThreadMs: report.mainThreadMs,
        longestSliceMs: report.longestSliceMs,
        taskCpuMs: tasks.map((t) => t.cpuMs),
        taskWallMs: tasks.map((t) => t.wallMs),
        scriptLongTasks: (await longTasks(page)).script.map((t) => t.ms),
        pageLongTasks: await pageLongTasks(page),
        shownAfterLoadMs: report.shownAt === null ? null : report.shownAt - report.loadAt,
        shift: await shiftSince(page, report.startedAt),
        resize: await afterResizes(page),
      });
      await page.close();
    }
  }
  await background.flush();
} finally {
  await browser.close();
  await server.stop();
}

/**
 * The unpacked extension itself in Debian's Chromium: the browser injects the content script at
 * `document_idle` and carries its messages to the background (the e2e variant, granted localhost).
 * Time from the load event to the first overlays, and the Long Tasks API's view of the script.
 */
const real: Record<string, { loadToOverlaysMs: number[]; scriptLongTasks: number[][]; cpu: number[] }> = {};
if (fs.existsSync(FULL_CHROMIUM)) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: FULL_CHROMIUM,
    headless: true,
    viewport: { width: 1400, height: 900 },
    args: [
      `--disable-extensions-except=${E2E_EXTENSION_DIR}`,
      `--load-extension=${E2E_EXTENSION_DIR}`,
      '--no-first-run',
      '--no-sandbox',
      '--disable-dev-shm-usage',
    ],
  });
  const again = await startBenchServer();
  try {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const realKey = await (async () => {
      const { cookie: c } = await signUp(again.url);
      const h = { cookie: c, origin: again.url, 'content-type': 'application/json' };
      const co = await (
        await fetch(`${again.url}/api/billing/checkout`, {
          method: 'POST',
          headers: h,
          body: JSON.stringify({ plan: 'pro', acceptTerms: true }),
        })
      ).json();
      await fetch(`${again.url}/api/billing/test-checkout/${co.checkoutId}/confirm`, {
        method: 'POST',
        headers: h,
      });
      return (
        await (
          await fetch(`${again.url}/api/api-keys`, {
            method: 'POST',
            headers: h,
            body: JSON.stringify({ name: 'bench' }),
          })
        ).json()
      ).key as string;
    })();
    await worker.evaluate(
      (settings) => (globalThis as any).chrome.storage.local.set({ 'scout-settings': settings }),
      { scoutUrl: again.url, apiKey: realKey, language: 'en' },
    );
    for (const name of ['deSearch', 'comProduct'] as AmazonPageName[]) {
      real[name] = { loadToOverlaysMs: [], scriptLongTasks: [], cpu: [] };
      for (let i = 0; i < REAL_RUNS; i++) {
        const page = await context.newPage();
        await page.addInitScript(LONG_TASK_OBSERVER);
        await serveAmazonPages(page);
        const cdp = await context.newCDPSession(page);
        const chunks: unknown[] = [];
        cdp.on('Tracing.dataCollected', (d: { value: unknown[] }) => chunks.push(...d.value));
        const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
        await cdp.send('Tracing.start', {
          categories: TRACE_CATEGORIES.join(','),
          transferMode: 'ReportEvents',
        });
        await page.goto(AMAZON_PAGES[name].url, { waitUntil: 'load' });
        const panel = page.locator('scout-ext[data-scout-panel][data-main-thread-ms]');
        await panel.first().waitFor({ state: 'attached', timeout: 30_000 });
        await page.waitForTimeout(1500);
        await cdp.send('Tracing.end');
        await done;
        const report = await panel.first().evaluate((el) => ({
          startedAt: Number(el.getAttribute('data-started-at')),
          firstPaintMs: Number(el.getAttribute('data-first-paint-ms')),
          loadAt: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
            .loadEventStart,
        }));
        real[name].loadToOverlaysMs.push(report.startedAt + report.firstPaintMs - report.loadAt);
        real[name].scriptLongTasks.push((await longTasks(page)).script.map((t) => t.ms));
        const tasks = scriptTasks(Buffer.from(JSON.stringify({ traceEvents: chunks })), SLICE_MARK);
        real[name].cpu.push(Math.max(0, ...tasks.map((t) => t.cpuMs)));
        await page.close();
      }
    }
  } finally {
    await context.close();
    await again.stop();
  }
}

const p = (values: number[], q: number) => Math.round(percentile(values, q) * 10) / 10;
const p50AndMax = (values: number[]) => ({ p50: p(values, 50), max: p(values, 100) });
const figures = Object.fromEntries(
  Object.entries(results).map(([name, r]) => {
    const longestCpu = r.with.map((x) => Math.max(0, ...x.taskCpuMs));
    const longestWall = r.with.map((x) => Math.max(0, ...x.taskWallMs));
    return [
      name,
      {
        page: AMAZON_PAGES[name as AmazonPageName].file,
        runs: r.with.length,
        loadToOverlaysMs: {
          p50: p(
            r.with.map((x) => x.loadToOverlaysMs),
            50,
          ),
          p95: p(
            r.with.map((x) => x.loadToOverlaysMs),
            95,
          ),
          max: p(
            r.with.map((x) => x.loadToOverlaysMs),
            100,
          ),
        },
        // The script's own tasks, from the trace: CPU time (what a loaded machine does not inflate) and wall time.
        longestTaskCpuMs: { p50: p(longestCpu, 50), p95: p(longestCpu, 95), max: p(longestCpu, 100) },
        longestTaskWallMs: { p50: p(longestWall, 50), p95: p(longestWall, 95), max: p(longestWall, 100) },
        tasksPerRunP50: p(
          r.with.map((x) => x.taskCpuMs.length),
          50,
        ),
        scriptCpuMsP50: p(
          r.with.map((x) => x.taskCpuMs.reduce((a, b) => a + b, 0)),
          50,
        ),
        // Long Tasks API entries (50 ms or more, wall) that ran a slice of the script.
        runsWithAScriptLongTask: r.with.filter((x) => x.scriptLongTasks.length > 0).length,
        // All long tasks of the page after its load, with the script and without it (the saved
        // page's own inline scripts, and the browser's style and layout work, whoever asked for it).
        pageLongTasksP50: {
          without: p(
            r.bareLongTasks.map((l) => l.length),
            50,
          ),
          with: p(
            r.with.map((x) => x.pageLongTasks.length),
            50,
          ),
          longestWithout: p(
            r.bareLongTasks.map((l) => Math.max(0, ...l)),
            50,
          ),
          longestWith: p(
            r.with.map((x) => Math.max(0, ...x.pageLongTasks)),
            50,
          ),
        },
        // The panel is shown once placed in a free corner (product pages: the only overlay).
        panelShownAfterLoadMsP50: p(
          r.with.flatMap((x) => (x.shownAfterLoadMs === null ? [] : [x.shownAfterLoadMs])),
          50,
        ),
        longestScriptLongTaskMs: Math.max(0, ...r.with.flatMap((x) => x.scriptLongTasks)),
        mainThreadMs: {
          p50: p(
            r.with.map((x) => x.mainThreadMs),
            50,
          ),
          p95: p(
            r.with.map((x) => x.mainThreadMs),
            95,
          ),
        },
        longestSliceMs: {
          p50: p(
            r.with.map((x) => x.longestSliceMs),
            50,
          ),
          p95: p(
            r.with.map((x) => x.longestSliceMs),
            95,
          ),
        },
        // While the panels follow viewport resizes (390, 1024, 1920, 1280 px): the script's longest
        // task in CPU time, and how much of that task was Chromium's style and layout inside it.
        afterResizes: (() => {
          const longest = r.with.map((x) =>
            x.resize.reduce((a, b) => (b.cpuMs > a.cpuMs ? b : a), { cpuMs: 0, layoutCpuMs: 0 }),
          );
          return {
            longestTaskCpuMs: p50AndMax(longest.map((l) => l.cpuMs)),
            layoutInLongestCpuMs: p50AndMax(longest.map((l) => l.layoutCpuMs)),
            tasksOver50CpuMs: r.with.flatMap((x) => x.resize.filter((t) => t.cpuMs > 50)).length,
            tasksPerRunP50: p(
              r.with.map((x) => x.resize.length),
              50,
            ),
          };
        })(),
        layoutShift: {
          withoutExtension: p(r.without, 50),
          afterScriptStart: Math.max(...r.with.map((x) => x.shift)),
        },
      },
    ];
  }),
);
const realExtension = Object.fromEntries(
  Object.entries(real).map(([name, r]) => [
    name,
    {
      runs: r.loadToOverlaysMs.length,
      loadToOverlaysMs: {
        p50: p(r.loadToOverlaysMs, 50),
        p95: p(r.loadToOverlaysMs, 95),
        max: p(r.loadToOverlaysMs, 100),
      },
      longestTaskCpuMs: { p50: p(r.cpu, 50), max: p(r.cpu, 100) },
      runsWithAScriptLongTask: r.scriptLongTasks.filter((l) => l.length > 0).length,
      longestScriptLongTaskMs: Math.max(0, ...r.scriptLongTasks.flat()),
    },
  ]),
);
writeResult('extension', {
  // The unpacked extension in Debian's Chromium (injected by the browser at document_idle).
  realExtension: fs.existsSync(FULL_CHROMIUM) ? realExtension : `skipped: no ${FULL_CHROMIUM}`,
  loadAverage: (await import('node:os')).loadavg().map((l) => Math.round(l * 10) / 10),
  pages: figures,
});
