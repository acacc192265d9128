import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGE_COOKIE } from '#domain/languages.ts';
import type { EarlyClicksScript } from './early-clicks-script.ts';

/**
 * The server-rendered pages' sources in src/client, by URL path: at the first sign of use the page
 * asks for its chunks together with the app instead of discovering them only after the app has run
 * (ADR 119).
 */
const PAGE_SOURCES: Record<string, string> = {
  '/': 'routes/landing.tsx',
  '/pricing': 'routes/pricing.tsx',
  '/compare': 'routes/compare.tsx',
  '/terms': 'routes/terms.tsx',
  '/privacy': 'routes/privacy.tsx',
  '/legal': 'routes/legal.tsx',
};
const NOT_FOUND_SOURCE = 'routes/not-found.tsx';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

export interface Preloads {
  /** The built file of the server-rendered pages' entry (src/client/hydrate.tsx, ADR 112, 187), if built. */
  publicEntry: string | null;
  /**
   * Every file a server-rendered page (its URL path, or null for the 404 page) fetches to hydrate:
   * the entry, the app it imports and the page's chunks, each with what it imports, as URL paths.
   * early-clicks.js preloads them all at the first sign of use (ADR 119).
   */
  appFilesFor(urlPath: string | null, extraSources?: string[]): string[];
}

/**
 * What the server-rendered pages name from the Vite manifest (dist/client/.vite/manifest.json).
 * Without the manifest, nothing.
 */
export function pagePreloads(distDir: string): Preloads {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return { publicEntry: null, appFilesFor: () => [] };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, into = new Set<string>()) => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  // What every server-rendered page fetches at its first use, whatever the page: the entry first
  // (early-clicks.js imports it after preloading the list), then the app it imports.
  const publicAppKeys = closure('hydrate.tsx');
  // The `errors` namespace is one chunk per language, built from locales/<language>/errors/*.json.
  const keyOf = (source: string) => {
    const errors = source.match(/^locales\/(\w+)\/errors\.json$/);
    if (!errors) return source;
    return Object.keys(manifest).find((key) => key.startsWith(`locales/${errors[1]}/errors/`)) ?? source;
  };
  /** The manifest keys of a page's source and of extra sources, with everything they import. */
  const pageKeys = (urlPath: string | null, extraSources: string[], keys = new Set<string>()) => {
    const page = urlPath === null ? NOT_FOUND_SOURCE : PAGE_SOURCES[urlPath];
    for (const source of [page, ...extraSources].filter(Boolean)) closure(keyOf(source), keys);
    return keys;
  };
  return {
    publicEntry: manifest['hydrate.tsx']?.file ?? null,
    appFilesFor(urlPath, extraSources = []) {
      const keys = pageKeys(urlPath, extraSources, new Set(publicAppKeys));
      return [...keys].map((key) => `/${manifest[key].file}`);
    },
  };
}

/** The script tag of src/client/public/early-clicks.js in index.html. */
const EARLY_CLICKS_TAG = '<script defer src="/early-clicks.js"></script>';

/**
 * index.html for the pages the client renders alone (the signed-in pages, /auth): nothing is on
 * screen to click or type into before the app runs, so early-clicks.js (1.4 KB gzip) would keep
 * nothing (ADR 194).
 */
export function withoutEarlyClicks(html: string) {
  if (!html.includes(EARLY_CLICKS_TAG)) throw new Error(`index.html lacks ${EARLY_CLICKS_TAG}`);
  return html
    .split('\n')
    .filter((line) => line.trim() !== EARLY_CLICKS_TAG)
    .join('\n');
}

/**
 * index.html for a page rendered on the server (ADR 112): the app's entry and its preloads give way
 * to the small public entry, which fetches the app only when the visitor starts using the page. The
 * entry is named to early-clicks.js, which fetches it at the visitor's first sign of use (ADR 114,
 * 119): a module script in the head would be fetched, with its imports, before the first paint. Given the
 * script's text (`earlyClicks`, allowed by its hash in the CSP), it is written into the page instead
 * of fetched (ADR 118): before its paint the page then fetches only what a static page would.
 */
export function withPublicEntry(
  html: string,
  entryFile: string,
  earlyClicks: EarlyClicksScript | null = null,
) {
  if (!html.includes(EARLY_CLICKS_TAG)) throw new Error(`index.html lacks ${EARLY_CLICKS_TAG}`);
  // The language kept in local storage, if any, makes early-clicks.js fetch the entry at once (ADR 119).
  const named = ` data-public-entry="/${entryFile}" data-language-key="${LANGUAGE_COOKIE}"`;
  return html
    .replace(/[ \t]*<script type="module"[^>]*><\/script>\n|[ \t]*<link rel="modulepreload"[^>]*>\n/g, '')
    .replace(EARLY_CLICKS_TAG, () =>
      earlyClicks
        ? `<script${named}>${earlyClicks.source}</script>`
        : EARLY_CLICKS_TAG.replace('>', `${named}>`),
    );
}
