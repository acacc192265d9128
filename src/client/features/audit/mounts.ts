import { lazy } from 'react';

// Where the audit UI appears. The registries (dashboard/registry.ts, profile/settings-sections.ts,
// admin/registry.ts, routes/landing-sections.ts, app/layout-widgets.ts) list these in display order.

/** A section of /admin (admin/registry.ts). */
export const auditLogAdmin = lazy(() =>
  import('./components/audit-log-section.tsx').then((m) => ({ default: m.AuditLogSection })),
);
