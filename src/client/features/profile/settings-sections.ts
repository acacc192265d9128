import type { ComponentType } from 'react';
import { AlertEmailSection } from '../alerts/components/alert-email-section.tsx';
import { AmazonConnectionCard } from '../amazon/components/amazon-connection-card.tsx';
import { ApiKeysSection } from '../api-keys/components/api-keys-section.tsx';
import { SellerDataCard } from '../seller-data/components/seller-data-card.tsx';

/** Cards added to /settings by features (Amazon connection, API keys, notifications…). */
export const settingsSections: ComponentType[] = [
  AmazonConnectionCard,
  SellerDataCard,
  ApiKeysSection,
  AlertEmailSection,
];
