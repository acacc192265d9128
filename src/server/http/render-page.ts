import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Hono, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { acceptedLanguages, chooseLanguage, LANGUAGE_COOKIE, type Language } from '#domain/languages.ts';
import { carriesSessionCookie } from '../auth/session.ts';
import type { Logger } from '../lib/logger.ts';
import type { EarlyClicksScript } from './early-clicks-script.ts';
import { type Preloads, withPublicEntry } from './page-preloads.ts';
import type { AppEnv } from './types.ts';

/** What the server renderer (src/client/entry-server.tsx, built to dist/server) exports. */
interface Renderer {
  setTransport(to: (url: string, init: RequestInit) => Promise<Response>): void;
  render(page: { url: string; language: Language; signedIn: boolean }): Promise<{
    status: number;
    language: Language;
    html: string;
    state: string;
    translationFiles: string[];
  } | null>;
}

/** The server renderer beside the client build (`dist/client` → `dist/server/entry-server.js`). */
export const rendererFile = (clientDir: string) =>
  path.join(path.dirname(clientDir), 'server', 'entry-server.js');

/** The language a page is rendered in: the visitor's chosen one (cookie), else Accept-Language (the client's rule). */
const pageLanguage = (cookie: string | undefined, acceptLanguage: string | undefined) =>
  chooseLanguage(cookie, acceptedLanguages(acceptLanguage));

/**
 * Public pages as HTML (ADR 111, 187): a GET of a page the client marks `serverRendered` is answered
 * with that page rendered in the visitor's language, its data filled in (the page's queries are
 * answered by `app` in process, with the request's cookies: a signed-in seller sees their header and
 * plan) and the state the browser hydrates it with. A path with a file extension and any other page
 * fall through to the browser-rendered app.
 */
export function renderPages(
  app: Hono<AppEnv>,
  {
    clientDir,
    indexHtml,
    preloads,
    earlyClicks,
    logger,
  }: {
    clientDir: string;
    indexHtml: string;
    preloads: Preloads;
    earlyClicks: EarlyClicksScript | null;
    logger: Logger;
  },
): MiddlewareHandler<AppEnv> {
  const file = rendererFile(clientDir);
  if (!existsSync(file) || !preloads.publicEntry) {
    logger.warn({ file }, 'the server renderer is not built: public pages are rendered by the browser');
    return (_c, next) => next();
  }
  const publicHtml = withPublicEntry(indexHtml, preloads.publicEntry, earlyClicks);
  // The cookies of the request being rendered, for the page's queries answered in process: each
  // render sees only its own visitor's, however many run at once.
  const visitorCookies = new AsyncLocalStorage<string | undefined>();
  let loading: Promise<Renderer> | undefined;
  const renderer = () => {
    loading ??= (import(pathToFileURL(file).href) as Promise<Renderer>).then((r) => {
      r.setTransport((url, init) => {
        const headers = new Headers(init.headers);
        const cookie = visitorCookies.getStore();
        if (cookie) headers.set('cookie', cookie);
        return Promise.resolve(app.request(url, { ...init, headers }));
      });
      return r;
    });
    return loading;
  };

  return async (c, next) => {
    if (c.req.method !== 'GET' || /\.\w+$/.test(c.req.path)) return next();
    const cookie = c.req.header('cookie');
    const signedIn = carriesSessionCookie(cookie);
    const language = pageLanguage(getCookie(c, LANGUAGE_COOKIE), c.req.header('accept-language'));
    const started = performance.now();
    const page = await visitorCookies.run(cookie, async () =>
      (await renderer()).render({ url: c.req.url, language, signedIn }),
    );
    if (!page) return next();
    // How long the render took (bench/landing-page.bench.ts).
    c.header('server-timing', `render;dur=${(performance.now() - started).toFixed(1)}`);
    const urlPath = page.status === 404 ? null : c.req.path;
    // What the page will fetch at its first sign of use, preloaded together then (ADR 119).
    const appFiles = preloads.appFilesFor(urlPath, page.translationFiles).join(' ');
    const html = publicHtml
      .replace(' data-public-entry=', () => ` data-app-files="${appFiles}" data-public-entry=`)
      .replace(/<html lang="\w+">/, `<html lang="${page.language}">`)
      .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>\n    ${page.state}`);
    // A signed-in seller's page carries their account: never kept by a shared cache.
    c.header('cache-control', signedIn ? 'private, no-cache' : 'no-cache');
    c.header('vary', 'cookie, accept-language');
    return c.html(html, page.status as 200 | 404);
  };
}
