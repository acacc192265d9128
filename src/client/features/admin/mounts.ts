import { lazy } from 'react';

// Where the admin feature's own sections appear (the statistics are part of the page itself).
// The registries (dashboard/registry.ts, profile/settings-sections.ts, admin/registry.ts,
// routes/landing-sections.ts, app/layout-widgets.ts) list these in display order.

/** A section of /admin (admin/registry.ts): the job queues, their failed jobs and a retry. */
export const jobQueuesAdmin = lazy(() =>
  import('./components/job-queues-section.tsx').then((m) => ({ default: m.JobQueuesSection })),
);
