/**
 * Monthly inventory storage and the time-based surcharges, as dated data (reference §1.9, §3.11):
 * per unit of volume, standard-size vs oversize, January-September vs October-December. These are
 * not in the per-order fee (estimate-fees.ts); the advanced ROI calculator adds storage per month held.
 */
import type { CurrencyCode, MarketplaceCode } from '../marketplaces.ts';
import type { SizeTier } from './fba-card-types.ts';
import type { DatedCard } from './rate-card.ts';

export interface StorageRate {
  offPeakMinor: number;
  peakMinor: number;
}

export interface StorageCard extends DatedCard {
  marketplace: MarketplaceCode;
  currency: CurrencyCode;
  /** ft3: per cubic foot (US, UK); m3: per cubic metre (DE, FR, IT, ES). */
  volumeUnit: 'ft3' | 'm3';
  /** Months 1-12 billed at the peak rate. */
  peakMonths: number[];
  standard: StorageRate;
  oversize: StorageRate;
  /** Clothing, shoes and bags (EU), when the card has its own rate. */
  apparel?: StorageRate;
  dangerousGoods?: { standard: StorageRate; oversize: StorageRate };
  oversizeTiers: SizeTier[];
}

/** amazon.com, unchanged from 2024-04-01 through 2026 ([A-STORAGE-2024], [C-STORAGE-NOTES], reference §1.9). */
export const US_STORAGE_2024: StorageCard = {
  id: 'us-storage-2024',
  effectiveFrom: '2024-04-01',
  source:
    '[A-STORAGE-2024] (non-DG), [A-STORAGE-OLD] and [C-STORAGE-NOTES] (DG, confirmed for 2026) (reference §1.9); $0.78 not $0.87 (§9.1 #1)',
  confidence: 'high',
  marketplace: 'US',
  currency: 'USD',
  volumeUnit: 'ft3',
  peakMonths: [10, 11, 12],
  standard: { offPeakMinor: 78, peakMinor: 240 },
  oversize: { offPeakMinor: 56, peakMinor: 140 },
  dangerousGoods: {
    standard: { offPeakMinor: 99, peakMinor: 363 },
    oversize: { offPeakMinor: 78, peakMinor: 243 },
  },
  // Small bulky (2026) has no rate of its own in the reference: charged as oversize (bulky).
  oversizeTiers: ['smallBulky', 'largeBulky', 'extraLarge'],
};

const EU_OVERSIZE: SizeTier[] = [
  'smallOversize',
  'standardOversizeLight',
  'standardOversizeHeavy',
  'standardOversizeLarge',
  'bulkyOversize',
  'heavyOversize',
  'specialOversize',
];
const EU_SOURCE =
  "Amazon's EU storage page [A-EU-STORAGE-ZH], [A-EU-STORAGE-PL2]: undated, probably before the 2024-03-01 change; 2025-2026 rates unconfirmed (reference §3.11)";
const euStorage = (
  marketplace: MarketplaceCode,
  rates: [number, number, number, number, number, number],
): StorageCard => ({
  id: `${marketplace.toLowerCase()}-storage-old`,
  effectiveFrom: '2023-01-01',
  source: EU_SOURCE,
  confidence: 'low',
  marketplace,
  currency: marketplace === 'UK' ? 'GBP' : 'EUR',
  volumeUnit: marketplace === 'UK' ? 'ft3' : 'm3',
  peakMonths: [10, 11, 12],
  apparel: { offPeakMinor: rates[0], peakMinor: rates[1] },
  standard: { offPeakMinor: rates[2], peakMinor: rates[3] },
  oversize: { offPeakMinor: rates[4], peakMinor: rates[5] },
  oversizeTiers: EU_OVERSIZE,
});

export const STORAGE_CARDS: readonly StorageCard[] = [
  US_STORAGE_2024,
  euStorage('UK', [43, 60, 71, 100, 46, 64]),
  euStorage('DE', [1669, 2311, 2782, 3852, 1800, 2500]),
  euStorage('IT', [1669, 2311, 2782, 3852, 1800, 2500]),
  euStorage('ES', [1669, 2311, 2782, 3852, 1800, 2500]),
  euStorage('FR', [1719, 2381, 2865, 3968, 1854, 2575]),
];

/**
 * US storage utilisation surcharge (reference §1.9): total rate per ft³ (base + surcharge) by the
 * storage-utilisation ratio in weeks, for Professional sellers past their first year with ≥ 25 ft³
 * (inventory aged 0-30 days excluded). Surcharge amounts for 2025-2026: [code] only, unconfirmed.
 */
export const US_STORAGE_UTILISATION_2024 = {
  id: 'us-storage-utilisation-2024',
  effectiveFrom: '2024-04-01',
  source: '[C-STORAGE-NOTES] (standard Jan-Sep), [C-REACT-US26] (full grid) (reference §1.9)',
  confidence: 'low' as const,
  /** [ratio up to (weeks, null = above), standard Jan-Sep, standard Oct-Dec, oversize Jan-Sep, oversize Oct-Dec] in cents. */
  rows: [
    [22, 78, 240, 56, 140],
    [28, 122, 284, 79, 163],
    [36, 154, 316, 102, 186],
    [44, 194, 356, 119, 203],
    [52, 236, 398, 132, 216],
    [null, 266, 428, 182, 266],
  ] as [number | null, number, number, number, number][],
};

/**
 * US aged-inventory surcharge from 2026-01-16 (reference §1.9), assessed on the 15th: per ft³, or
 * per unit where greater. The 181-270-day rows do not apply to clothing, shoes, bags, jewellery
 * and watches.
 */
export const US_AGED_INVENTORY_2026 = {
  id: 'us-aged-inventory-2026',
  effectiveFrom: '2026-01-16',
  source:
    '[C-AIS-NOTES] (Amazon forum, 2026-02), > 15 months also [C-STORAGE-NOTES], [3P-FBATOOL], [3P-BIGINTERNET-AIS], [3P-HACKERNOON-AIS] (reference §1.9, §9.1 #5)',
  confidence: 'medium' as const,
  /** [from day, to day (null = no end), cents per ft³, cents per unit minimum (0 = none)] */
  rows: [
    [181, 210, 50, 0],
    [211, 240, 100, 0],
    [241, 270, 150, 0],
    [271, 300, 545, 0],
    [301, 330, 570, 0],
    [331, 365, 590, 0],
    [366, 455, 690, 30],
    [456, null, 790, 35],
  ] as [number, number | null, number, number][],
  exemptBelowDay271: ['clothingAccessories', 'shoesHandbags', 'jewelry', 'watches'] as const,
};
