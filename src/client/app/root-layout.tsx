import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { Spinner } from '../components/ui/skeleton.tsx';
import { useReplayEarlyClicks } from '../lib/early-clicks.ts';
import { usePageLoaded } from '../lib/use-page-loaded.ts';
import { layoutWidgets } from './layout-widgets.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { AppToaster } from './toaster.tsx';

function PageFallback() {
  const { t } = useTranslation();
  return (
    <main id="main" tabIndex={-1} className="flex flex-1 items-center justify-center focus:outline-none">
      <Spinner label={t('status.loading')} />
    </main>
  );
}

/**
 * The floating widgets wait for the page: their code is not in its first download, and the server's
 * HTML (which has none) is what hydration sees. Their own component, so that mounting them does not
 * re-render the page's Suspense boundary while it may still be hydrating (React would then drop the
 * server's HTML for the fallback).
 */
function LayoutWidgets() {
  const pageLoaded = usePageLoaded();
  if (!pageLoaded) return null;
  return layoutWidgets.map(({ id, component: Widget }) => (
    <Suspense key={id} fallback={null}>
      <Widget />
    </Suspense>
  ));
}

/** Rendered last in the page's Suspense boundary: its effect runs once the page is hydrated (or rendered). */
function PageHydrated() {
  useReplayEarlyClicks();
  return null;
}

export function RootLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-card px-4 py-2 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('nav.skipToContent')}
      </a>
      <SiteHeader />
      {/* The footer waits with the page: shown earlier, it would be pushed down when the page appears. */}
      <Suspense fallback={<PageFallback />}>
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <Outlet />
        </main>
        <SiteFooter />
        <PageHydrated />
      </Suspense>
      <LayoutWidgets />
      <AppToaster />
      <ScrollRestoration />
    </div>
  );
}
