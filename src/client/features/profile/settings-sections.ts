import type { ComponentType } from 'react';
import { signInSettings, yourDataSettings } from '../account/mounts.ts';
import { alertEmailSettings } from '../alerts/mounts.ts';
import { amazonConnectionSettings } from '../amazon/mounts.ts';
import { apiKeysSettings } from '../api-keys/mounts.ts';
import { billingHistorySettings } from '../billing/mounts.ts';
import { sellerDataSettings } from '../seller-data/mounts.ts';

/** Cards added to /settings by features (declared in each feature's mounts.ts), in display order. */
export const settingsSections: ComponentType[] = [
  amazonConnectionSettings,
  sellerDataSettings,
  apiKeysSettings,
  alertEmailSettings,
  signInSettings,
  billingHistorySettings,
  yourDataSettings,
];
