import { aiUsageSource } from './ai-usage-source.ts';
import { favouritesSource } from './favourites-source.ts';
import type { ReportSource } from './report-source.ts';
import { searchHistorySource } from './search-history-source.ts';
import { sellerSalesSource } from './seller-sales-source.ts';
import { trackingSource } from './tracking-source.ts';
import { usageSource } from './usage-source.ts';

/**
 * Everything the monthly report reads, in display order. A new kind of data is one ReportSource
 * function added here.
 */
export const reportSources: ReportSource[] = [
  sellerSalesSource,
  usageSource,
  searchHistorySource,
  favouritesSource,
  trackingSource,
  aiUsageSource,
];
