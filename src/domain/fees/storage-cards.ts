/**
 * Monthly inventory storage fees per cubic foot (amazon-domain-facts.md, "Monthly inventory
 * storage"): standard-size vs oversize (large bulky and extra-large), off-peak vs peak months.
 */
import type { CurrencyCode, MarketplaceCode } from '../marketplaces.ts';
import type { SizeTier } from './fba-cards.ts';
import type { DatedCard } from './rate-card.ts';

export interface StorageRate {
  offPeakMinor: number;
  peakMinor: number;
}

export interface StorageCard extends DatedCard {
  marketplace: MarketplaceCode;
  currency: CurrencyCode;
  /** Months 1-12 billed at the peak rate. */
  peakMonths: number[];
  /** Per cubic foot per month. */
  standard: StorageRate;
  oversize: StorageRate;
  oversizeTiers: SizeTier[];
}

export const US_STORAGE_2024: StorageCard = {
  id: 'us-storage-2024',
  effectiveFrom: '2024-04-15',
  source: 'Amazon FBA monthly inventory storage fees, amazon.com, 2024 rate card (amazon-domain-facts.md)',
  confidence: 'high',
  marketplace: 'US',
  currency: 'USD',
  peakMonths: [10, 11, 12],
  standard: { offPeakMinor: 78, peakMinor: 240 },
  oversize: { offPeakMinor: 56, peakMinor: 140 },
  oversizeTiers: ['largeBulky', 'extraLarge'],
};

export const STORAGE_CARDS: readonly StorageCard[] = [US_STORAGE_2024];
