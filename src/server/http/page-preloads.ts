import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Pages whose code is announced in the HTML itself: the browser fetches the page's chunks together
 * with the app's entry instead of discovering them only after the entry has run (one round trip
 * less before the first paint). Keys are URL paths, values the page's source in src/client.
 */
const PRELOADED_PAGES: Record<string, string> = { '/': 'routes/landing.tsx' };

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The HTML to send for each preloaded page: index.html with a `<link rel="modulepreload">` for
 * every chunk of the page that the entry does not already load. Uses the Vite manifest
 * (dist/client/.vite/manifest.json); without it, nothing is preloaded.
 */
export function pagesWithPreloads(distDir: string, indexHtml: string): Map<string, string> {
  const pages = new Map<string, string>();
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return pages;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, into = new Set<string>()) => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const loadedByEntry = closure('index.html');
  for (const [urlPath, source] of Object.entries(PRELOADED_PAGES)) {
    if (!manifest[source]) continue;
    const links = [...closure(source)]
      .filter((key) => !loadedByEntry.has(key))
      .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`);
    const html = indexHtml.replace(
      /([ \t]*)<\/head>/,
      (_, indent: string) => `${links.map((l) => `${indent}  ${l}\n`).join('')}${indent}</head>`,
    );
    pages.set(urlPath, html);
  }
  return pages;
}
