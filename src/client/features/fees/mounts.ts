import { lazy } from 'react';

// Where the fees UI appears: a card of /settings (app/settings-sections.ts). The fee figures
// themselves (components/economics-figures.tsx, fee-breakdown.tsx) are used by research, the
// toolkit and product costs.

/** A card of /settings: VAT registration, country of establishment, research cost assumption. */
export const feeSettings = lazy(() =>
  import('./components/fee-settings-section.tsx').then((m) => ({ default: m.FeeSettingsSection })),
);
