import { lazy } from 'react';

/**
 * The live crawl's notice (with its progress bar and the figures' origin), shown only once a search
 * started a crawl: its code loads then, not with the research pages (issue 21).
 */
export const LiveCrawlNotice = lazy(() =>
  import('./live-crawl-notice.tsx').then((m) => ({ default: m.LiveCrawlNotice })),
);
