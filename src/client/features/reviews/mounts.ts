import { lazy } from 'react';
import type { DashboardPanel } from '../dashboard/registry.ts';
import { PublicReviewList } from './components/public-review-list.tsx';

// Where the reviews UI appears. The registries (dashboard/registry.ts, profile/settings-sections.ts,
// admin/registry.ts, routes/landing-sections.ts, app/layout-widgets.ts) list these in display order.

export const reviewPanel: DashboardPanel = {
  id: 'review',
  component: lazy(() =>
    import('./components/review-form-panel.tsx').then((m) => ({ default: m.ReviewFormPanel })),
  ),
  section: 'community',
};
/** A section of the landing page (routes/landing-sections.ts). */
export const publicReviewsLanding = PublicReviewList;
/** A section of /admin (admin/registry.ts). */
export const reviewModerationAdmin = lazy(() =>
  import('./components/review-moderation.tsx').then((m) => ({ default: m.ReviewModeration })),
);
