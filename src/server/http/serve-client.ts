import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { Logger } from '../lib/logger.ts';
import type { AppEnv } from './types.ts';

/**
 * The built SPA: hashed files under /assets are cached for a year, everything else revalidates,
 * and any other path that is not a file gets index.html (client-side routing; the 404 page is
 * rendered by the client, which reports the path to /api/client-log/not-found).
 */
export function serveClient(app: Hono<AppEnv>, { distDir, logger }: { distDir: string; logger: Logger }) {
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

  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('cache-control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.all('/assets/*', (c) => c.text('Not found', 404));
  app.use(
    '*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('cache-control', 'no-cache');
      },
    }),
  );
  app.get('*', (c) => {
    c.header('cache-control', 'no-cache');
    return c.html(indexHtml);
  });
}
