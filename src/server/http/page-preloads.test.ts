import { describe, expect, it } from 'vitest';
import { cspHashOf } from './early-clicks-script.ts';
import { withPublicEntry } from './page-preloads.ts';

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

describe('withPublicEntry (ADR 112, 113)', () => {
  it('replaces the app entry and its preloads with the public entry named to early-clicks.js, keeping the style sheet', () => {
    const html = withPublicEntry(built, 'assets/entry-public-5.js');
    expect(html).not.toContain('index-1.js');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-4.css">');
    // No module script in the page: early-clicks.js fetches the entry at the first sign of use, or at
    // once when a language is kept in local storage under the key it is given (ADR 119).
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(
      '<script defer src="/early-clicks.js" data-public-entry="/assets/entry-public-5.js" data-language-key="scout.lang"></script>',
    );
  });

  it('writes early-clicks.js into the page when given its text (ADR 118), the entry still named to it', () => {
    const source = '(() => { window.scoutEarlyClicks = []; })();\n';
    const html = withPublicEntry(built, 'assets/entry-public-5.js', { source, cspHash: cspHashOf(source) });
    expect(html).not.toContain('src="/early-clicks.js"');
    expect(html).not.toContain('<script type="module"');
    // Exactly the text the hash was computed from, so that the CSP allows it.
    expect(html).toContain(
      `<script data-public-entry="/assets/entry-public-5.js" data-language-key="scout.lang">${source}</script>`,
    );
  });

  it('refuses an index.html without early-clicks.js, which would leave the page never hydrated', () => {
    expect(() =>
      withPublicEntry(built.replace(/.*early-clicks.*\n/, ''), 'assets/entry-public-5.js'),
    ).toThrow(/early-clicks/);
  });
});
