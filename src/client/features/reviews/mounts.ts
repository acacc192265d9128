import { lazy } from 'react';
import type { DashboardPanel } from '#client/lib/mount-points.ts';
import { PublicReviewList } from './components/public-review-list.tsx';

// Where the reviews UI appears. The registries (app/dashboard-panels.ts, app/settings-sections.ts,
// app/admin-sections.ts, app/landing-sections.ts, app/layout-widgets.ts) list these in display order.

export const reviewPanel: DashboardPanel = {
  id: 'review',
  component: lazy(() =>
    import('./components/review-form-panel.tsx').then((m) => ({ default: m.ReviewFormPanel })),
  ),
  section: 'community',
};
/** A section of the landing page (app/landing-sections.ts). */
export const publicReviewsLanding = PublicReviewList;
/** A section of /admin (app/admin-sections.ts). */
export const reviewModerationAdmin = lazy(() =>
  import('./components/review-moderation.tsx').then((m) => ({ default: m.ReviewModeration })),
);
