import { lazy } from 'react';
import type { DashboardPanel } from '../dashboard/registry.ts';

// Where the api-keys UI appears. The registries (dashboard/registry.ts, profile/settings-sections.ts,
// admin/registry.ts, routes/landing-sections.ts, app/layout-widgets.ts) list these in display order.

export const apiAccessPanel: DashboardPanel = {
  id: 'api-access',
  feature: 'apiAccess',
  component: lazy(() =>
    import('./components/api-access-card.tsx').then((m) => ({ default: m.ApiAccessCard })),
  ),
  section: 'ai',
};
/** A card of /settings (profile/settings-sections.ts). */
export const apiKeysSettings = lazy(() =>
  import('./components/api-keys-section.tsx').then((m) => ({ default: m.ApiKeysSection })),
);
