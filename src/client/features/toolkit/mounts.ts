import type { DashboardPanel } from '../dashboard/registry.ts';
import { InventoryForecastPanel } from './components/inventory-forecast-panel.tsx';
import { ListingOptimizerPanel } from './components/listing-optimizer-panel.tsx';
import { MultiMarketPanel } from './components/multi-market-panel.tsx';
import { OpportunityScannerPanel } from './components/opportunity-scanner-panel.tsx';
import { ProductAnalyzerPanel } from './components/product-analyzer-panel.tsx';
import { RoiCalculatorPanel } from './components/roi-calculator-panel.tsx';
import { SeasonalTrendsPanel } from './components/seasonal-trends-panel.tsx';

// Where the toolkit UI appears. The registries (dashboard/registry.ts, profile/settings-sections.ts,
// admin/registry.ts, routes/landing-sections.ts, app/layout-widgets.ts) list these in display order.

export const roiPanel: DashboardPanel = {
  id: 'roi',
  component: RoiCalculatorPanel,
  wide: true,
  section: 'profitability',
};
export const seasonalTrendsPanel: DashboardPanel = {
  id: 'seasonal-trends',
  component: SeasonalTrendsPanel,
  section: 'starter',
};
export const listingOptimizerPanel: DashboardPanel = {
  id: 'listing-optimizer',
  component: ListingOptimizerPanel,
  wide: true,
  section: 'starter',
};
export const inventoryForecastPanel: DashboardPanel = {
  id: 'inventory-forecast',
  component: InventoryForecastPanel,
  wide: true,
  section: 'ai',
};
export const opportunityScannerPanel: DashboardPanel = {
  id: 'opportunity-scanner',
  component: OpportunityScannerPanel,
  wide: true,
  section: 'ai',
};
export const productAnalyzerPanel: DashboardPanel = {
  id: 'product-analyzer',
  component: ProductAnalyzerPanel,
  wide: true,
  section: 'ai',
};
export const multiMarketPanel: DashboardPanel = {
  id: 'multi-market',
  component: MultiMarketPanel,
  wide: true,
  section: 'elite',
};
