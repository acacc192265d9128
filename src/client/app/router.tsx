import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { siteQuery } from '../features/site/api/site.ts';
import i18n from '../lib/i18n.ts';
import { queryClient } from './query-client.ts';
import { RequireAuth } from './require-auth.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

type PageModule = { default: React.ComponentType };
/**
 * A page loaded on first visit. `namespaces` (translations the page and its sections use) and
 * `prefetch` (data shown at the top of the page) are fetched at the same time as its code, so the
 * page appears complete in one step instead of a chain of loads and layout shifts. The server
 * renderer has every translation at hand and fetches what the page asks for itself (entry-server.tsx).
 */
const page =
  (
    load: () => Promise<PageModule>,
    { namespaces = [], prefetch }: { namespaces?: string[]; prefetch?: () => Promise<void> } = {},
  ) =>
  async () => {
    if (import.meta.env.SSR) return { Component: (await load()).default };
    const [module] = await Promise.all([load(), i18n.loadNamespaces(namespaces), prefetch?.()]);
    return { Component: module.default };
  };

/** What a route says about itself to the server renderer (entry-server.tsx). */
export interface RouteHandle {
  /** Rendered to HTML on the server (then hydrated), signed in or not, instead of by the browser alone. */
  serverRendered?: true;
}
const serverRendered: { handle: RouteHandle } = { handle: { serverRendered: true } };

/** Public pages: anyone can open them. */
const publicRoutes: RouteObject[] = [
  {
    index: true,
    ...serverRendered,
    lazy: page(() => import('../routes/landing.tsx'), {
      namespaces: ['landing', 'compare', 'reviews'],
      prefetch: () => queryClient.prefetchQuery(siteQuery),
    }),
  },
  { path: 'auth', lazy: page(() => import('../routes/auth.tsx')) },
  { path: 'compare', ...serverRendered, lazy: page(() => import('../routes/compare.tsx')) },
  { path: 'pricing', ...serverRendered, lazy: page(() => import('../routes/pricing.tsx')) },
  { path: 'terms', ...serverRendered, lazy: page(() => import('../routes/terms.tsx')) },
  { path: 'privacy', ...serverRendered, lazy: page(() => import('../routes/privacy.tsx')) },
  { path: 'legal', ...serverRendered, lazy: page(() => import('../routes/legal.tsx')) },
  { path: 'api-documentation', lazy: page(() => import('../routes/api-documentation.tsx')) },
];

/** Pages that need a signed-in user (others are sent to /auth). */
const signedInRoutes: RouteObject[] = [
  { path: 'dashboard', lazy: page(() => import('../routes/dashboard.tsx')) },
  { path: 'product-research', lazy: page(() => import('../routes/product-research.tsx')) },
  { path: 'keyword-research', lazy: page(() => import('../routes/keyword-research.tsx')) },
  { path: 'settings', lazy: page(() => import('../routes/settings.tsx')) },
  { path: 'inventory', lazy: page(() => import('../routes/inventory.tsx')) },
  { path: 'admin', lazy: page(() => import('../routes/admin.tsx')) },
  { path: 'admin/setup', lazy: page(() => import('../routes/admin-setup.tsx'), { namespaces: ['setup'] }) },
  { path: 'checkout/test/:id', lazy: page(() => import('../routes/checkout-test.tsx')) },
  { path: 'checkout/return', lazy: page(() => import('../routes/checkout-return.tsx')) },
  { path: 'analytics', lazy: page(() => import('../routes/analytics.tsx')) },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      ...publicRoutes,
      { element: <RequireAuth />, children: signedInRoutes },
      { path: '*', ...serverRendered, lazy: page(() => import('../routes/not-found.tsx')) },
    ],
  },
];

/**
 * The browser's router. A page the server rendered is hydrated: its route's code and translations
 * are loaded before the first render, so that render is the server's HTML (nothing suspends).
 */
export async function createAppRouter({ hydrating }: { hydrating: boolean }) {
  if (hydrating) {
    const matches = matchRoutes(routes, window.location) ?? [];
    for (const { route } of matches) {
      if (typeof route.lazy !== 'function') continue;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }
  }
  return createBrowserRouter(routes);
}
