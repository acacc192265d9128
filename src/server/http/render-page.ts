import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Hono, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { acceptedLanguages, chooseLanguage, LANGUAGE_COOKIE, type Language } from '#domain/languages.ts';
import { carriesSessionCookie } from '../auth/session.ts';
import type { Logger } from '../lib/logger.ts';
import type { EarlyClicksScript } from './early-clicks-script.ts';
import { type Preloads, withHeadLinks, withPublicEntry } from './page-preloads.ts';
import type { AppEnv } from './types.ts';

/** What the server renderer (src/client/entry-server.tsx, built to dist/server) exports. */
interface Renderer {
  setTransport(to: (url: string, init: RequestInit) => Promise<Response>): void;
  render(page: { url: string; language: Language }): Promise<{
    status: number;
    language: Language;
    html: string;
    state: string;
    translationFiles: string[];
    remembered: boolean;
  } | null>;
}

/** The server renderer beside the client build (`dist/client` → `dist/server/entry-server.js`). */
export const rendererFile = (clientDir: string) =>
  path.join(path.dirname(clientDir), 'server', 'entry-server.js');

/** The language a page is rendered in: the visitor's chosen one (cookie), else Accept-Language (the client's rule). */
const pageLanguage = (cookie: string | undefined, acceptLanguage: string | undefined) =>
  chooseLanguage(cookie, acceptedLanguages(acceptLanguage));

/**
 * Public pages as HTML (ADR 111): a visitor's GET of a page the client marks `serverRendered` is
 * answered with that page rendered in their language, its data filled in (the page's queries are
 * answered by `app` in process) and the state the browser hydrates it with. A signed-in visitor (a
 * session cookie), a path with a file extension and any other page fall through to the browser-rendered app.
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
  if (!existsSync(file)) {
    logger.warn({ file }, 'the server renderer is not built: public pages are rendered by the browser');
    return (_c, next) => next();
  }
  // Without the public entry (an older build), the page comes with the app's entry and is hydrated at once.
  const publicHtml = preloads.publicEntry
    ? withPublicEntry(indexHtml, preloads.publicEntry, earlyClicks)
    : null;
  let loading: Promise<Renderer> | undefined;
  const renderer = () => {
    loading ??= (import(pathToFileURL(file).href) as Promise<Renderer>).then((r) => {
      r.setTransport((url, init) => Promise.resolve(app.request(url, init)));
      return r;
    });
    return loading;
  };

  return async (c, next) => {
    if (c.req.method !== 'GET' || /\.\w+$/.test(c.req.path) || carriesSessionCookie(c.req.header('cookie')))
      return next();
    const language = pageLanguage(getCookie(c, LANGUAGE_COOKIE), c.req.header('accept-language'));
    const started = performance.now();
    const page = await (await renderer()).render({ url: c.req.url, language });
    if (!page) return next();
    // How long the page took and whether it was the one rendered earlier from the same data (bench/landing-page.bench.ts).
    const took = (performance.now() - started).toFixed(1);
    c.header('server-timing', `render;desc="${page.remembered ? 'remembered' : 'rendered'}";dur=${took}`);
    const urlPath = page.status === 404 ? null : c.req.path;
    const html = (
      publicHtml
        ? // What the page will fetch at its first sign of use, preloaded together then (ADR 119).
          publicHtml.replace(
            ' data-public-entry=',
            () =>
              ` data-app-files="${preloads.appFilesFor(urlPath, page.translationFiles).join(' ')}" data-public-entry=`,
          )
        : withHeadLinks(indexHtml, preloads.linksFor(urlPath, page.translationFiles))
    )
      .replace(/<html lang="\w+">/, `<html lang="${page.language}">`)
      .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>\n    ${page.state}`);
    c.header('cache-control', 'no-cache');
    c.header('vary', 'cookie, accept-language');
    return c.html(html, page.status as 200 | 404);
  };
}
