import { SetupLink } from './components/setup-link.tsx';
import { SetupRedirect } from './components/setup-redirect.tsx';

// Where the setup UI appears (listed by app/layout-widgets.ts and admin/registry.ts).

/** On every page: takes a new administrator to the setup page once. */
export const setupRedirectWidget = SetupRedirect;
/** Top of /admin: the setup's state and a link to it. */
export const setupAdmin = SetupLink;
