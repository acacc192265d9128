import { lazy } from 'react';
import type { DashboardPanel } from '#client/lib/mount-points.ts';

// Where the ai UI appears. The registries (app/dashboard-panels.ts, app/settings-sections.ts,
// app/admin-sections.ts, app/landing-sections.ts, app/layout-widgets.ts) list these in display order.

export const monthlyReportPanel: DashboardPanel = {
  id: 'monthly-report',
  feature: 'monthlyReport',
  component: lazy(() =>
    import('./components/monthly-report-card.tsx').then((m) => ({ default: m.MonthlyReportCard })),
  ),
  section: 'ai',
};
export const consultationPanel: DashboardPanel = {
  id: 'strategic-consultation',
  feature: 'strategicConsultation',
  component: lazy(() =>
    import('./components/consultation-card.tsx').then((m) => ({ default: m.ConsultationCard })),
  ),
  section: 'ai',
};
/** On every page (app/layout-widgets.ts), fetched once the page has loaded. */
export const supportChatWidget = lazy(() =>
  import('./components/support-chat-widget.tsx').then((m) => ({ default: m.SupportChatWidget })),
);
