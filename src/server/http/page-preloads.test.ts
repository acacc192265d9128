import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cspHashOf } from './early-clicks-script.ts';
import { pagePreloads, withoutEarlyClicks, withPublicEntry } from './page-preloads.ts';

// index.html as Vite builds it: the app's entry, its preloads and its style sheet.
const built = `<!doctype html>
<html lang="en">
  <head>
    <script defer src="/early-clicks.js"></script>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-2.js">
    <link rel="modulepreload" crossorigin href="/assets/router-3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-4.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

describe('withoutEarlyClicks (ADR 194)', () => {
  it('leaves out early-clicks.js and only it for the pages the client renders alone', () => {
    const html = withoutEarlyClicks(built);
    expect(html).not.toContain('early-clicks');
    expect(html).toBe(built.replace('    <script defer src="/early-clicks.js"></script>\n', ''));
  });
});

describe('withPublicEntry (ADR 112, 113)', () => {
  it('replaces the app entry and its preloads with the public entry named to early-clicks.js, keeping the style sheet', () => {
    const html = withPublicEntry(built, 'assets/hydrate-7.js');
    expect(html).not.toContain('index-1.js');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-4.css">');
    // No module script in the page: early-clicks.js fetches the entry at the first sign of use, or at
    // once when a language is kept in local storage under the key it is given (ADR 119).
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(
      '<script defer src="/early-clicks.js" data-public-entry="/assets/hydrate-7.js" data-language-key="scout.lang"></script>',
    );
  });

  it('writes early-clicks.js into the page when given its text (ADR 118), the entry still named to it', () => {
    const source = '(() => { window.scoutEarlyClicks = []; })();\n';
    const html = withPublicEntry(built, 'assets/hydrate-7.js', { source, cspHash: cspHashOf(source) });
    expect(html).not.toContain('src="/early-clicks.js"');
    expect(html).not.toContain('<script type="module"');
    // Exactly the text the hash was computed from, so that the CSP allows it.
    expect(html).toContain(
      `<script data-public-entry="/assets/hydrate-7.js" data-language-key="scout.lang">${source}</script>`,
    );
  });

  it('refuses an index.html without early-clicks.js, which would leave the page never hydrated', () => {
    expect(() => withPublicEntry(built.replace(/.*early-clicks.*\n/, ''), 'assets/hydrate-7.js')).toThrow(
      /early-clicks/,
    );
  });
});

describe('appFilesFor (ADR 119)', () => {
  // A Vite manifest in miniature: the app's entry, the public pages' entry (hydrate.tsx) and its
  // shared chunk, the landing and one of its translation files.
  const manifest = {
    'index.html': { file: 'assets/index-1.js', imports: ['_react.js'] },
    '_react.js': { file: 'assets/react-2.js' },
    'hydrate.tsx': { file: 'assets/hydrate-7.js', imports: ['_hydrate.js'] },
    '_hydrate.js': { file: 'assets/hydrate-8.js', imports: ['_react.js'] },
    'routes/landing.tsx': { file: 'assets/landing-9.js', imports: ['_card.js'] },
    '_card.js': { file: 'assets/card-10.js' },
    'routes/not-found.tsx': { file: 'assets/not-found-11.js' },
    'locales/fr/landing.json': { file: 'assets/landing-12.js' },
  };
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-preloads-'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  const preloads = pagePreloads(dist);
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it("lists the public entry, the app and the page's files with all they import, not the app's own entry", () => {
    expect(preloads.appFilesFor('/', ['locales/fr/landing.json']).sort()).toEqual(
      [
        '/assets/hydrate-7.js',
        '/assets/hydrate-8.js',
        '/assets/react-2.js',
        '/assets/landing-9.js',
        '/assets/card-10.js',
        '/assets/landing-12.js',
      ].sort(),
    );
    // The entry comes first: early-clicks.js imports it right after preloading these.
    expect(preloads.appFilesFor('/')[0]).toBe('/assets/hydrate-7.js');
  });

  it('gives the 404 page its own chunk', () => {
    expect(preloads.appFilesFor(null)).toContain('/assets/not-found-11.js');
    expect(preloads.appFilesFor(null)).not.toContain('/assets/landing-9.js');
  });
});
