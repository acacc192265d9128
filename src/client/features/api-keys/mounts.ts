import { lazy } from 'react';
import type { DashboardPanel } from '#client/lib/mount-points.ts';

// Where the api-keys UI appears. The registries (app/dashboard-panels.ts, app/settings-sections.ts,
// app/admin-sections.ts, app/landing-sections.ts, app/layout-widgets.ts) list these in display order.

export const apiAccessPanel: DashboardPanel = {
  id: 'api-access',
  feature: 'apiAccess',
  component: lazy(() =>
    import('./components/api-access-card.tsx').then((m) => ({ default: m.ApiAccessCard })),
  ),
  section: 'ai',
};
/** A card of /settings (app/settings-sections.ts). */
export const apiKeysSettings = lazy(() =>
  import('./components/api-keys-section.tsx').then((m) => ({ default: m.ApiKeysSection })),
);
