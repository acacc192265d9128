/**
 * Initial JavaScript of each page: what Chromium downloads from navigation until the network has
 * been idle for 500 ms, with a cold cache and no interaction (mobile viewport, English). Measured
 * through the browser's network log against the production server, so it includes the entry, the
 * page's lazy chunk, every chunk they import and the translation chunks the page asks for.
 * `gzipBytes` is each script gzipped at level 9 (what a gzip-only client receives; the budget's
 * unit), `transferredBytes` the bodies as actually sent (brotli when the browser offers it).
 * Budgets (issue #9): ≤ 90 KB for the landing page, ≤ 200 KB for every other page.
 * Also records how hashed assets are served (encoding, cache lifetime).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '#scripts/chromium.ts';
import { appRoutes } from './lib/app-routes.ts';
import { signUp, startBenchServer } from './lib/bench-server.ts';
import { writeResult } from './lib/write-result.ts';

const DIST = 'dist/client';
const KB = 1024;
const LANDING_BUDGET = 90 * KB;
const APP_BUDGET = 200 * KB;
const ADMIN = 'bench-admin@bench.test';

const gzipCache = new Map<string, number>();
function gzipSizeOf(urlPath: string): number {
  const cached = gzipCache.get(urlPath);
  if (cached !== undefined) return cached;
  const size = gzipSync(fs.readFileSync(path.join(DIST, urlPath)), { level: 9 }).length;
  gzipCache.set(urlPath, size);
  return size;
}

async function measure(browser: Browser, url: string, cookie?: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  if (cookie) {
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const i = pair.indexOf('=');
        // For the whole site (a cookie set for a page's URL would have that page's folder as path).
        return { name: pair.slice(0, i), value: pair.slice(i + 1), url: new URL(url).origin };
      }),
    );
  }
  const page = await context.newPage();
  const scripts: { file: string; gzipBytes: number; transferredBytes: number; encoding: string }[] = [];
  const pending: Promise<void>[] = [];
  const seen = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const file = new URL(response.url()).pathname;
    if (seen.has(file)) return; // a module imported again is not downloaded again
    seen.add(file);
    pending.push(
      (async () => {
        const sizes = await response.request().sizes();
        scripts.push({
          file,
          gzipBytes: gzipSizeOf(file),
          transferredBytes: sizes.responseBodySize,
          encoding: (await response.headerValue('content-encoding')) ?? 'identity',
        });
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const finalPath = new URL(page.url()).pathname;
  // A script whose response came in while the others were read is waited for too.
  for (let read = -1; read !== pending.length; ) {
    read = pending.length;
    await Promise.all(pending);
  }
  await context.close();
  const sum = (k: 'gzipBytes' | 'transferredBytes') => scripts.reduce((s, x) => s + x[k], 0);
  return {
    finalPath,
    requests: scripts.length,
    gzipBytes: sum('gzipBytes'),
    transferredBytes: sum('transferredBytes'),
    scripts: scripts
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .map((s) => `${s.file.replace('/assets/', '')} ${(s.gzipBytes / KB).toFixed(1)} KB`),
  };
}

async function assetHeaders(baseUrl: string) {
  const manifestScript = fs
    .readFileSync(path.join(DIST, 'index.html'), 'utf8')
    .match(/<script type="module" crossorigin src="([^"]+)"/)?.[1];
  if (!manifestScript) throw new Error('no entry script in index.html');
  // node:http, not fetch: fetch would decompress the body and hide the size that was sent.
  const headersFor = (file: string, acceptEncoding: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      http
        .get(`${baseUrl}${file}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
          let bytes = 0;
          res.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
          });
          res.on('end', () =>
            resolve({
              file,
              acceptEncoding,
              status: res.statusCode,
              contentEncoding: res.headers['content-encoding'] ?? 'identity',
              cacheControl: res.headers['cache-control'],
              vary: res.headers.vary,
              bytesSent: bytes,
            }),
          );
        })
        .on('error', reject);
    });
  return [
    await headersFor(manifestScript, 'br, gzip'),
    await headersFor(manifestScript, 'gzip'),
    await headersFor(manifestScript, 'identity'),
    await headersFor('/', 'br, gzip'),
  ];
}

/**
 * The admin's session, once its address is verified (the role needs a verified address): the
 * verification link is read from the e-mail the server logs when no SMTP server is configured.
 */
async function verifiedAdminCookie(baseUrl: string, logFile: string): Promise<string> {
  await signUp(baseUrl, ADMIN);
  const loggedMails = () =>
    fs
      .readFileSync(logFile, 'utf8')
      .split('\n')
      .flatMap((line) => {
        try {
          const entry = JSON.parse(line) as { mail?: { to: string; text: string } };
          return entry.mail?.to === ADMIN ? [entry.mail.text] : [];
        } catch {
          return [];
        }
      });
  let mails = loggedMails();
  for (let i = 0; i < 40 && mails.length === 0; i++) {
    await new Promise((r) => setTimeout(r, 250)); // the e-mail may be logged just after the answer
    mails = loggedMails();
  }
  const link = mails.pop()?.match(/https?:\/\/\S+\/api\/auth\/verify-email\S+/)?.[0];
  if (!link) throw new Error('no verification e-mail logged for the admin');
  await fetch(link, { redirect: 'manual' });
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email: ADMIN, password: 'correct-horse-9' }),
  });
  if (!res.ok) throw new Error(`admin sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

// LOG_LEVEL info: the verification e-mail is logged at that level.
const server = await startBenchServer({ ADMIN_EMAILS: ADMIN, LOG_LEVEL: 'info' });
const browser = await chromium.launch(await chromiumLaunchOptions());
try {
  // The admin pages with the verified admin; the others with a seller, whom no setup redirect moves.
  const adminCookie = await verifiedAdminCookie(server.url, server.logFile);
  const { cookie: sellerCookie } = await signUp(server.url);
  const cookieFor = (path: string) => (path.startsWith('/admin') ? adminCookie : sellerCookie);
  // INITIAL_JS_PAGES=/dashboard,/settings measures only those pages and prints them, without
  // writing the results file (a partial run would replace the full table's figures).
  const only = process.env.INITIAL_JS_PAGES?.split(',');
  const pages = [];
  for (const route of appRoutes().filter((r) => !only || only.includes(r.path))) {
    const result = await measure(
      browser,
      `${server.url}${route.path}`,
      route.signedIn ? cookieFor(route.path) : undefined,
    );
    const budgetBytes = route.path === '/' ? LANDING_BUDGET : APP_BUDGET;
    pages.push({
      path: route.path,
      signedIn: route.signedIn,
      ...result,
      gzipKB: Math.round((result.gzipBytes / KB) * 10) / 10,
      budgetKB: budgetBytes / KB,
      withinBudget: result.gzipBytes <= budgetBytes,
    });
    if (route.signedIn && result.finalPath !== route.path)
      throw new Error(`${route.path} sent the benchmark's admin to ${result.finalPath}: not measured`);
    console.log(route.path, pages[pages.length - 1].gzipKB, 'KB gzip', result.requests, 'scripts');
  }
  if (only) for (const p of pages) console.log(p.path, p.gzipKB, 'KB\n ', p.scripts.join('\n  '));
  else
    writeResult('initial-js', {
      method:
        'Chromium (npm @sparticuz/chromium), new context per page (cold cache), 390×844, en-US; scripts fetched from navigation until 500 ms without network activity, no interaction. gzipBytes: each script gzipped at level 9; transferredBytes: bodies as sent by the server. Signed-in pages use a fresh seller account (free plan), /admin pages a fresh admin with a verified address.',
      budgetsKB: { landing: LANDING_BUDGET / KB, otherPages: APP_BUDGET / KB },
      pages,
      assetServing: await assetHeaders(server.url),
    });
} finally {
  await browser.close();
  await server.stop();
}
