import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger.ts';
import { serveClient } from './serve-client.ts';
import type { AppEnv } from './types.ts';

/** A built client in miniature, without its server renderer: index.html, one entry, one page chunk, the Vite manifest. */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-serve-client-'));
const script = `export const x = ${JSON.stringify('a'.repeat(4000))};\n`;
fs.mkdirSync(path.join(dist, 'assets'));
fs.mkdirSync(path.join(dist, '.vite'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html>\n<html>\n  <head>\n    <script defer src="/early-clicks.js"></script>\n    <script type="module" src="/assets/index-1.js"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
);
fs.writeFileSync(path.join(dist, 'assets', 'index-1.js'), script);
fs.writeFileSync(path.join(dist, 'assets', 'index-1.js.gz'), gzipSync(script));
fs.writeFileSync(path.join(dist, 'assets', 'index-1.js.br'), 'brotli bytes');
fs.writeFileSync(path.join(dist, 'assets', 'landing-2.js'), 'export default 1;');
fs.writeFileSync(path.join(dist, 'assets', 'shared-3.js'), 'export const s = 1;');
fs.writeFileSync(
  path.join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-1.js', imports: ['_shared-3.js'] },
    '_shared-3.js': { file: 'assets/shared-3.js' },
    'routes/landing.tsx': { file: 'assets/landing-2.js', imports: ['_shared-3.js', 'index.html'] },
  }),
);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const app = new Hono<AppEnv>();
serveClient(app, { distDir: dist, earlyClicks: null, logger: createLogger({ level: 'silent' }) });
const get = (url: string, acceptEncoding = 'gzip, deflate, br') =>
  app.request(url, { headers: { 'accept-encoding': acceptEncoding } });

describe('built client', () => {
  it('sends hashed assets precompressed (brotli first), cached for a year', async () => {
    const br = await get('/assets/index-1.js');
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toBe('brotli bytes');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.headers.get('content-type')).toContain('javascript');

    const gz = await get('/assets/index-1.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');

    const plain = await get('/assets/index-1.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('answers 404 for a missing asset instead of the app', async () => {
    expect((await get('/assets/gone-9.js')).status).toBe(404);
  });

  it('without a server renderer, answers every page with index.html as built, the app pages without early-clicks.js (the browser renders them, ADR 194)', async () => {
    const built = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    const root = await get('/'); // the built file itself, as a static file
    expect(root.headers.get('cache-control')).toBe('no-cache');
    expect(await root.text()).toBe(built);
    for (const url of ['/pricing', '/dashboard']) {
      const res = await get(url);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(
        built.replace('    <script defer src="/early-clicks.js"></script>\n', ''),
      );
    }
  });
});
