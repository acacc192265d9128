import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';
import type { Logger } from '../lib/logger.ts';
import type { EarlyClicksScript } from './early-clicks-script.ts';
import { pagePreloads, withoutEarlyClicks } from './page-preloads.ts';
import { renderPages } from './render-page.ts';
import type { AppEnv } from './types.ts';

/**
 * The built SPA: hashed files under /assets are cached for a year and sent as the brotli or gzip
 * file written beside them at build time (vite.config.ts) when the browser accepts it; everything
 * else revalidates (and is compressed on the fly by the app's compress middleware). Public pages
 * and the 404 page are rendered on the server (render-page.ts); any other path that is not a file
 * gets index.html (client-side routing; the 404 page reports the path to /api/client-log/not-found).
 */
export function serveClient(
  app: Hono<AppEnv>,
  {
    distDir,
    earlyClicks,
    logger,
  }: { distDir: string; earlyClicks: EarlyClicksScript | null; logger: Logger },
) {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) {
    logger.warn({ root }, 'the web client is not built: only the API is served (run npm run build)');
    app.get('*', (c) =>
      c.text('The web client is not built. Run `npm run build`, or start with `npm start`.', 503),
    );
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const preloads = pagePreloads(root);
  const appHtml = withoutEarlyClicks(indexHtml);

  app.use(
    '/assets/*',
    cacheFor('public, max-age=31536000, immutable'),
    serveStatic({ root, precompressed: true }),
  );
  app.all('/assets/*', (c) => c.text('Not found', 404));
  app.use('*', renderPages(app, { clientDir: root, indexHtml, preloads, earlyClicks, logger }));
  app.use('*', cacheFor('no-cache'), serveStatic({ root }));
  app.get('*', (c) => {
    c.header('cache-control', 'no-cache');
    return c.html(appHtml);
  });
}

/** Sets Cache-Control on the file a static handler found (serveStatic's onFound runs too late for that). */
function cacheFor(value: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status === 200 || c.res.status === 206) c.res.headers.set('cache-control', value);
  };
}
