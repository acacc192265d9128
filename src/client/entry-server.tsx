// The server renderer's entry (built by `vite build --ssr`, loaded by src/server/http/render-page.ts):
// a public page rendered to HTML for a visitor, with the data and language the browser then hydrates it with.
import { dehydrate, type Query, QueryClientProvider } from '@tanstack/react-query';
import { createInstance, type Resource } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { sessionQuery } from '#client/features/auth/index.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '#domain/languages.ts';
import { createQueryClient } from './app/query-client.ts';
import { type RouteHandle, routes } from './app/router.tsx';
import { serverStateElement } from './lib/server-state.ts';

export { setTransport } from './lib/api-client.ts';

type JsonModule = { default: Record<string, unknown> };
const namespaceFiles = import.meta.glob<JsonModule>('./locales/*/*.json', { eager: true });
const errorFiles = import.meta.glob<JsonModule>('./locales/*/errors/*.json', { eager: true });

/** Every translation at hand: a page renders in one pass, without waiting for a namespace. */
function allTranslations(): Resource {
  const resources: Resource = {};
  for (const language of LANGUAGES) resources[language] = { errors: {} };
  for (const [file, module] of Object.entries(namespaceFiles)) {
    const [, language, namespace] = file.match(/locales\/(\w+)\/([\w-]+)\.json$/) ?? [];
    if (resources[language]) resources[language][namespace] = module.default;
  }
  for (const [file, module] of Object.entries(errorFiles)) {
    const language = file.match(/locales\/(\w+)\/errors\//)?.[1];
    if (language && resources[language]) Object.assign(resources[language].errors, module.default);
  }
  return resources;
}

const translations = createInstance();
void translations.use(initReactI18next).init({
  resources: allTranslations(),
  lng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: 'common',
  interpolation: { escapeValue: false }, // React escapes
  initAsync: false,
});

const handler = createStaticHandler(routes);

export interface RenderedPage {
  status: number;
  language: Language;
  /** The page's markup, for `<div id="root">`. */
  html: string;
  /** The state script the browser hydrates with (lib/server-state.ts), for the end of `<body>`. */
  state: string;
  /** Translation files the page used (`locales/<language>/<namespace>.json`), for preloading. */
  translationFiles: string[];
}

/** A query the page runs (a disabled one, e.g. a signed-in user's for a visitor, stays unasked as in the browser). */
function isEnabled(query: Query) {
  const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** A query the render asked for and would fetch in the browser. */
const waitsForData = (query: Query) =>
  isEnabled(query) && query.state.status === 'pending' && query.state.fetchStatus === 'idle';

/** Rounds of "render, then fetch what the render asked for": a page's queries rarely depend on one another. */
const MAX_PASSES = 3;

/**
 * Renders `url` in `language`, or returns null when its page is not server-rendered (the pages
 * behind sign-in, forms: the browser renders those). The queries the page runs are answered through
 * `setTransport` (the app in process, with the visitor's cookie: a signed-in seller's page shows their
 * header and plan) and sent along, so hydration shows the same text. Rendered for each request: the
 * page depends on who asks (ADR 187).
 */
export async function render({
  url,
  language,
  signedIn,
}: {
  url: string;
  language: Language;
  /** The request carries a session cookie: the session is asked first (else it is known to be none). */
  signedIn: boolean;
}): Promise<RenderedPage | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const leaf = context.matches.at(-1);
  if (!leaf || !(leaf.route.handle as RouteHandle | undefined)?.serverRendered) return null;

  const queryClient = createQueryClient();
  // The session decides what the header and the page show: asked before the first pass, not in one.
  if (signedIn) await queryClient.prefetchQuery(sessionQuery);
  else queryClient.setQueryData(sessionQuery.queryKey, null);
  const i18n = translations.cloneInstance({ lng: language });
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = () =>
    renderToString(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </I18nextProvider>,
    );

  let html = page();
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const asked = queryClient.getQueryCache().getAll().filter(waitsForData);
    if (asked.length === 0) break;
    await Promise.all(asked.map((q) => q.fetch().catch(() => undefined)));
    html = page();
  }

  // react-i18next notes each namespace a component asked for on the instance it was given.
  const notes = (i18n as { reportNamespaces?: { getUsedNamespaces(): string[] } }).reportNamespaces;
  const used = notes?.getUsedNamespaces() ?? [];
  return {
    status: leaf.route.path === '*' ? 404 : context.statusCode,
    language,
    html,
    state: serverStateElement({ language, queries: dehydrate(queryClient) }),
    translationFiles: used.map((ns) => `locales/${language}/${ns}.json`),
  };
}
