/**
 * The landing page under Lighthouse (npm `lighthouse`, mobile emulation with its default simulated
 * throttling: slow 4G, 4× CPU slowdown), next to a static HTML page with the same content served by
 * the same server. The static page is a snapshot of the rendered landing (scripts removed, same
 * style sheet), written into the built client for the run and deleted afterwards, so the ratio
 * shows what rendering in the browser costs. Runs alternate between the two pages; medians.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '#scripts/chromium.ts';
import { freePort, startBenchServer } from './lib/bench-server.ts';
import { percentile, writeResult } from './lib/write-result.ts';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** Where to keep each run's Lighthouse report (`<page>-<run>.json`), to read which requests its simulation waited for. */
const REPORTS_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS;
const STATIC_FILE = 'bench-static-landing.html';
const staticPath = path.join('dist/client', STATIC_FILE);

type Page = 'app' | 'static';
interface Run {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  cls: number;
  observedLcpMs: number;
  scriptKB: number;
  totalKB: number;
  lcpElement: string | undefined;
}

// The landing as an operator configures it: a seller count and three testimonials (placeholders
// written for the benchmark), so the sections that arrive with /api/site are part of the page.
const fixtures = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-bench-landing-'));
const testimonialsFile = path.join(fixtures, 'testimonials.json');
fs.writeFileSync(
  testimonialsFile,
  JSON.stringify(
    [1, 2, 3].map((n) => ({
      name: `Benchmark seller ${n}`,
      role: { en: 'Placeholder written for the benchmark', fr: 'Texte de test du banc de mesure' },
      quote: {
        en: 'A placeholder testimonial of ordinary length, so the section has the size a real one has.',
        fr: 'Un témoignage de test de longueur ordinaire, pour que la section ait sa taille réelle.',
      },
      rating: 5,
    })),
  ),
);
const server = await startBenchServer({
  SITE_SELLER_COUNT: '1200',
  SITE_TESTIMONIALS_FILE: testimonialsFile,
});
const port = await freePort();
const browser = await chromium.launch(await chromiumLaunchOptions({ debuggingPort: port }));

/** The landing as the browser renders it, without its scripts: same markup, same style sheet. */
async function writeStaticSnapshot() {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  await page.locator('h1').first().waitFor();
  const html = await page.evaluate(() => `<!doctype html>\n${document.documentElement.outerHTML}`);
  await context.close();
  const withoutScripts = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
  fs.writeFileSync(staticPath, withoutScripts);
  return withoutScripts.length;
}

async function audit(url: string, report: string): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (REPORTS_DIR) {
    fs.mkdirSync(REPORTS_DIR, { recursive: true });
    fs.writeFileSync(path.join(REPORTS_DIR, `${report}.json`), JSON.stringify(result.lhr));
  }
  const { audits, categories, runWarnings } = result.lhr;
  if (runWarnings.length) console.warn(runWarnings);
  const value = (id: string) => Number(audits[id]?.numericValue ?? Number.NaN);
  const metrics = audits.metrics?.details as { items?: Record<string, number>[] } | undefined;
  const resources = audits['resource-summary']?.details as
    | { items?: { resourceType: string; transferSize: number }[] }
    | undefined;
  const transfer = (type: string) =>
    (resources?.items?.find((i) => i.resourceType === type)?.transferSize ?? 0) / 1024;
  const lcpBreakdown = audits['lcp-breakdown-insight']?.details as
    | { items?: { type: string; snippet?: string }[] }
    | undefined;
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    speedIndexMs: value('speed-index'),
    cls: value('cumulative-layout-shift'),
    observedLcpMs: metrics?.items?.[0]?.observedLargestContentfulPaint ?? Number.NaN,
    scriptKB: transfer('script'),
    totalKB: transfer('total'),
    lcpElement: lcpBreakdown?.items?.find((i) => i.type === 'node')?.snippet,
  };
}

/**
 * The landing's response time on the server, in one run: rendered (every request is, ADR 187) and
 * the static copy. Sequential requests, whole bodies; medians, with the renderer's own Server-Timing.
 */
async function responseTimes(requests = 40) {
  const time = async (url: string) => {
    const started = performance.now();
    const res = await fetch(url, { headers: { 'accept-language': 'en' } });
    await res.arrayBuffer();
    const render = res.headers.get('server-timing')?.match(/dur=([\d.]+)/)?.[1];
    return { totalMs: performance.now() - started, renderMs: render ? Number(render) : Number.NaN };
  };
  type Timing = Awaited<ReturnType<typeof time>>;
  const series = { rendered: [] as Timing[], static: [] as Timing[] };
  await time(`${server.url}/`); // warm: the renderer module is loaded at the first request
  for (let i = 0; i < requests; i++) {
    series.rendered.push(await time(`${server.url}/`));
    series.static.push(await time(`${server.url}/${STATIC_FILE}`));
  }
  const med = (list: Timing[], key: keyof Timing) =>
    Math.round(
      percentile(
        list.map((t) => t[key]),
        50,
      ) * 10,
    ) / 10;
  return {
    requests,
    renderedMs: med(series.rendered, 'totalMs'),
    renderedServerMs: med(series.rendered, 'renderMs'),
    staticMs: med(series.static, 'totalMs'),
  };
}

const median = (runs: Run[], key: keyof Run, digits = 0) => {
  const v = percentile(
    runs.map((r) => r[key] as number),
    50,
  );
  return Math.round(v * 10 ** digits) / 10 ** digits;
};
const summary = (runs: Run[]) => ({
  performanceScore: median(runs, 'score'),
  lcpMs: median(runs, 'lcpMs'),
  fcpMs: median(runs, 'fcpMs'),
  totalBlockingTimeMs: median(runs, 'tbtMs'),
  speedIndexMs: median(runs, 'speedIndexMs'),
  cumulativeLayoutShift: median(runs, 'cls', 3),
  observedLcpMs: median(runs, 'observedLcpMs'),
  scriptTransferKB: median(runs, 'scriptKB', 1),
  totalTransferKB: median(runs, 'totalKB', 1),
  lcpElement: runs[0]?.lcpElement,
  scores: runs.map((r) => r.score),
});

try {
  const snapshotBytes = await writeStaticSnapshot();
  const response = await responseTimes();
  console.log('response times', response);
  const runs: Record<Page, Run[]> = { app: [], static: [] };
  for (let i = 0; i < RUNS; i++) {
    for (const [page, url] of [
      ['app', `${server.url}/`],
      ['static', `${server.url}/${STATIC_FILE}`],
    ] as const) {
      const run = await audit(url, `${page}-${i + 1}`);
      runs[page].push(run);
      console.log(page, i + 1, `score ${run.score}`, `LCP ${Math.round(run.lcpMs)} ms`);
    }
  }
  const app = summary(runs.app);
  const staticPage = summary(runs.static);
  writeResult('landing-page', {
    method: `Lighthouse ${lighthouseVersion()} performance category, default mobile settings (Moto G Power emulation, simulated slow 4G and 4× CPU), against the production server on loopback; ${RUNS} runs per page alternating, medians. "static" = the rendered landing saved as HTML without scripts (${snapshotBytes} bytes), same CSS, same server. observedLcpMs = the unthrottled LCP Lighthouse saw in its trace. response = ${response.requests} sequential GETs each of / (rendered for each request) and of the static copy, medians of the whole response time and of the renderer's Server-Timing.`,
    runs: RUNS,
    app,
    static: staticPage,
    response,
    ratios: {
      renderedOverStatic: Math.round((response.renderedMs / response.staticMs) * 100) / 100,
      lcpAppOverStatic: Math.round((app.lcpMs / staticPage.lcpMs) * 100) / 100,
      observedLcpAppOverStatic: Math.round((app.observedLcpMs / staticPage.observedLcpMs) * 100) / 100,
    },
  });
} finally {
  fs.rmSync(staticPath, { force: true });
  fs.rmSync(fixtures, { recursive: true, force: true });
  await browser.close();
  await server.stop();
}

function lighthouseVersion() {
  const pkg = JSON.parse(fs.readFileSync('node_modules/lighthouse/package.json', 'utf8')) as {
    version: string;
  };
  return pkg.version;
}
