import type { ComponentType } from 'react';
import type { KeywordAnalysis } from '#contracts/keywords.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Feature } from '#domain/plans.ts';

/*
 * What a feature's `mounts.ts` declares to appear elsewhere; the registries of `app/`
 * (dashboard-panels.ts, settings-sections.ts, admin-sections.ts, landing-sections.ts,
 * layout-widgets.ts) list those in display order.
 */

/**
 * Sections of the dashboard (spec §2), in display order: the account, the profitability tools everyone
 * has, the advanced starter section, the AI section (pro), the elite block, then the community. A
 * section shows the plan it starts at; its panels handle their own plan lock.
 */
export const DASHBOARD_SECTIONS = [
  'account',
  'profitability',
  'starter',
  'ai',
  'elite',
  'community',
] as const;
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number];

export interface DashboardPanel {
  id: string;
  component: ComponentType;
  /** Panels spanning the full width (charts, tables). */
  wide?: boolean;
  /** Default: account. */
  section?: DashboardSection;
  /**
   * The plan feature the whole panel needs. Without it the dashboard lists the panel as one line of
   * its "unlock more" section and never loads `component` (give a `lazy()` one), so a free account
   * does not download the code of 13 tools it cannot use.
   */
  feature?: Feature;
}

/** A button of another feature in the keyword research page's toolbar (app/keyword-page-actions.ts). */
export interface KeywordPageAction {
  id: string;
  component: ComponentType<{
    /** The analysis on screen (null before the first one). */
    analysis: KeywordAnalysis | null;
    marketplace: MarketplaceCode;
  }>;
}
