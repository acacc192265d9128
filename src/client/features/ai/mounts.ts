import type { DashboardPanel } from '../dashboard/registry.ts';
import { ConsultationCard } from './components/consultation-card.tsx';
import { MonthlyReportCard } from './components/monthly-report-card.tsx';
import { SupportChatWidget } from './components/support-chat-widget.tsx';

// Where the ai UI appears. The registries (dashboard/registry.ts, profile/settings-sections.ts,
// admin/registry.ts, routes/landing-sections.ts, app/layout-widgets.ts) list these in display order.

export const monthlyReportPanel: DashboardPanel = {
  id: 'monthly-report',
  component: MonthlyReportCard,
  section: 'ai',
};
export const consultationPanel: DashboardPanel = {
  id: 'strategic-consultation',
  component: ConsultationCard,
  section: 'ai',
};
/** On every page (app/layout-widgets.ts). */
export const supportChatWidget = SupportChatWidget;
