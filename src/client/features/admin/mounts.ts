import { lazy } from 'react';

// Where the admin feature's own sections appear (the statistics are part of the page itself).
// The registries (app/dashboard-panels.ts, app/settings-sections.ts, app/admin-sections.ts,
// app/landing-sections.ts, app/layout-widgets.ts) list these in display order.

/** A section of /admin (app/admin-sections.ts): the job queues, their failed jobs and a retry. */
export const jobQueuesAdmin = lazy(() =>
  import('./components/job-queues-section.tsx').then((m) => ({ default: m.JobQueuesSection })),
);
