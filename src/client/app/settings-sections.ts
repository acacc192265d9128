import type { ComponentType } from 'react';
import { signInSettings, yourDataSettings } from '#client/features/account/mounts.ts';
import { alertEmailSettings } from '#client/features/alerts/mounts.ts';
import { amazonConnectionSettings } from '#client/features/amazon/mounts.ts';
import { apiKeysSettings } from '#client/features/api-keys/mounts.ts';
import { billingHistorySettings } from '#client/features/billing/mounts.ts';
import { feeSettings } from '#client/features/fees/mounts.ts';
import { sellerDataSettings } from '#client/features/seller-data/mounts.ts';

export interface SettingsSection {
  /**
   * Its title until it is shown is `settings:sections.<id>` (components/near-screen.tsx); a link to
   * `/settings#<id>` shows it at once.
   */
  id: string;
  component: ComponentType;
}

/** Cards added to /settings by features (declared in each feature's mounts.ts), in display order. */
export const settingsSections: SettingsSection[] = [
  { id: 'amazon', component: amazonConnectionSettings },
  { id: 'seller-data', component: sellerDataSettings },
  { id: 'fees', component: feeSettings },
  { id: 'api-keys', component: apiKeysSettings },
  { id: 'alert-emails', component: alertEmailSettings },
  { id: 'sign-in', component: signInSettings },
  { id: 'billing-history', component: billingHistorySettings },
  { id: 'your-data', component: yourDataSettings },
];
