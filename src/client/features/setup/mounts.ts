import { lazy } from 'react';

// Where the setup UI appears (listed by app/layout-widgets.ts and app/admin-sections.ts).

/** On every page, once it has loaded: takes a new administrator to the setup page once. */
export const setupRedirectWidget = lazy(() =>
  import('./components/setup-redirect.tsx').then((m) => ({ default: m.SetupRedirect })),
);
/** Top of /admin: the setup's state and a link to it. */
export const setupAdmin = lazy(() =>
  import('./components/setup-link.tsx').then((m) => ({ default: m.SetupLink })),
);
