import { lazy } from 'react';
import type { DashboardPanel } from '#client/lib/mount-points.ts';

// Where the toolkit UI appears. The registries (app/dashboard-panels.ts, app/settings-sections.ts,
// app/admin-sections.ts, app/landing-sections.ts, app/layout-widgets.ts) list these in display order.

export const roiPanel: DashboardPanel = {
  id: 'roi',
  component: lazy(() =>
    import('./components/roi-calculator-panel.tsx').then((m) => ({ default: m.RoiCalculatorPanel })),
  ),
  wide: true,
  section: 'profitability',
};
export const seasonalTrendsPanel: DashboardPanel = {
  id: 'seasonal-trends',
  feature: 'seasonalTrends',
  component: lazy(() =>
    import('./components/seasonal-trends-panel.tsx').then((m) => ({ default: m.SeasonalTrendsPanel })),
  ),
  section: 'starter',
};
export const listingOptimizerPanel: DashboardPanel = {
  id: 'listing-optimizer',
  feature: 'listingOptimizer',
  component: lazy(() =>
    import('./components/listing-optimizer-panel.tsx').then((m) => ({ default: m.ListingOptimizerPanel })),
  ),
  wide: true,
  section: 'starter',
};
export const inventoryForecastPanel: DashboardPanel = {
  id: 'inventory-forecast',
  feature: 'inventoryForecast',
  component: lazy(() =>
    import('./components/inventory-forecast-panel.tsx').then((m) => ({ default: m.InventoryForecastPanel })),
  ),
  wide: true,
  section: 'ai',
};
export const opportunityScannerPanel: DashboardPanel = {
  id: 'opportunity-scanner',
  feature: 'opportunityScanner',
  component: lazy(() =>
    import('./components/opportunity-scanner-panel.tsx').then((m) => ({
      default: m.OpportunityScannerPanel,
    })),
  ),
  wide: true,
  section: 'ai',
};
export const productAnalyzerPanel: DashboardPanel = {
  id: 'product-analyzer',
  feature: 'productAnalyzer',
  component: lazy(() =>
    import('./components/product-analyzer-panel.tsx').then((m) => ({ default: m.ProductAnalyzerPanel })),
  ),
  wide: true,
  section: 'ai',
};
export const multiMarketPanel: DashboardPanel = {
  id: 'multi-market',
  feature: 'multiMarket',
  component: lazy(() =>
    import('./components/multi-market-panel.tsx').then((m) => ({ default: m.MultiMarketPanel })),
  ),
  wide: true,
  section: 'elite',
};
