/**
 * amazon.ca and amazon.co.jp FBA cards, as far as the reference gives them (§2, §4.1). Both are low
 * confidence: Canada's card is one [code] transcription of Amazon's CA rate card (2026-04), assumed
 * unchanged since 2025; Japan's current card is unconfirmed, so Scout uses Amazon's older JP table
 * with the 2024-04-01 split of the small standard sizes, and gives a range for oversize items.
 */
import type { FbaCard, FixedBand, StepBand, TierDef } from './fba-card-types.ts';
import { peakCopyOf } from './fba-cards-us.ts';

const cents = (amount: number) => Math.round(amount * 100);

const CA_TIERS: TierDef[] = [
  {
    tier: 'envelope',
    maxSides: [38, 27, 2],
    maxShippingWeight: 500,
    chargedOn: 'shipping',
    dimensionalAboveUnitWeight: 500,
  },
  {
    tier: 'standard',
    maxSides: [45, 35, 20],
    maxShippingWeight: 9000,
    chargedOn: 'shipping',
    dimensionalAboveUnitWeight: 500,
  },
  {
    tier: 'smallOversize',
    maxSides: [152, 76, 76],
    maxLengthPlusGirth: 330,
    maxShippingWeight: 32_000,
    chargedOn: 'shipping',
  },
  {
    tier: 'mediumOversize',
    maxSides: [270, 270, 270],
    maxLengthPlusGirth: 330,
    maxShippingWeight: 68_000,
    chargedOn: 'shipping',
  },
  {
    tier: 'largeOversize',
    maxSides: [270, 270, 270],
    maxLengthPlusGirth: 419,
    maxShippingWeight: 68_000,
    chargedOn: 'shipping',
  },
];

const fixed100g = (fees: number[], from = 100): FixedBand[] =>
  fees.map((fee, i) => ({ max: from + i * 100, feeMinor: cents(fee) }));
const per500g = (base: number, per: number, max: number | null): StepBand => ({
  max,
  baseMinor: cents(base),
  perStepMinor: cents(per),
  step: 500,
  above: 500,
});

export const CA_FBA_2025: FbaCard = {
  id: 'ca-fba-2025',
  effectiveFrom: '2025-01-01',
  source:
    '[C-PZ-NA] (transcribed from Amazon CA rate card, 2026-04), start prices matching [3P-SELLEXIO-CA] (2025); unchanged 2025-2026 unconfirmed; dimensional divisor unconfirmed, 5000 cm³/kg used (reference §2)',
  confidence: 'low',
  marketplace: 'CA',
  currency: 'CAD',
  period: 'nonPeak',
  productClass: 'standard',
  lengthUnit: 'cm',
  weightUnit: 'g',
  dimensionalDivisor: 5000,
  tiers: CA_TIERS,
  beyondTier: 'specialOversize',
  beyondChargedOn: 'shipping',
  priceBands: [{ id: 'standard', upToMinor: null, inclusive: true }],
  tables: {
    envelope: { standard: fixed100g([4.46, 4.71, 5.01, 5.28, 5.62]) },
    standard: {
      standard: [
        ...fixed100g([
          5.92, 6.12, 6.36, 6.73, 7.23, 7.4, 7.71, 7.95, 8.25, 8.49, 8.58, 8.84, 9.04, 9.29, 9.6,
        ]),
        { max: 9000, baseMinor: 1032, perStepMinor: 9, step: 100, above: 1500 },
      ],
    },
    smallOversize: { standard: [per500g(15.43, 0.46, 32_000)] },
    mediumOversize: { standard: [per500g(37.78, 0.52, 68_000)] },
    largeOversize: { standard: [per500g(82.2, 0.58, 68_000)] },
    specialOversize: { standard: [per500g(150.78, 0.58, null)] },
  },
};

/** 2026/27 peak: one row known (standard 200-300 g C$6.36 → C$6.74, [C-PZ-NA-PEAK]); the others repeat non-peak. */
const caPeak2026 = (() => {
  const card = peakCopyOf(
    CA_FBA_2025,
    'ca-fba-peak-2026',
    '2026-10-15',
    '2027-01-14',
    '[C-PZ-NA-PEAK] (one row); the full CA peak table is unconfirmed, other rows repeat the non-peak rate (reference §2)',
  );
  const standard = card.tables.standard?.standard ?? [];
  const i = standard.findIndex((b) => b.max === 300);
  if (i >= 0) standard[i] = { max: 300, feeMinor: 674 };
  return card;
})();

export const CA_FBA_CARDS: readonly FbaCard[] = [
  CA_FBA_2025,
  peakCopyOf(
    CA_FBA_2025,
    'ca-fba-peak-2025',
    '2025-10-15',
    '2026-01-14',
    'CA FBA was in the 2025/26 peak window ([3P-ESTOREFACTORY-PEAK25]); its amounts are unconfirmed, the non-peak rates are shown (reference §2)',
  ),
  caPeak2026,
];

/** Japan: size = the sum of the three sides; standard sizes have their shortest side at most 20 cm. */
const JP_TIERS: TierDef[] = [
  { tier: 'jpSmall', maxSides: [25, 18, 2], maxUnitWeight: 250, chargedOn: 'unit' },
  { tier: 'jpStandard1', maxSides: [35, 30, 3.3], maxUnitWeight: 1000, chargedOn: 'unit' },
  { tier: 'jpStandard20', maxSides: [20, 20, 20], maxSumOfSides: 20, maxUnitWeight: 2000, chargedOn: 'unit' },
  { tier: 'jpStandard30', maxSides: [30, 30, 20], maxSumOfSides: 30, maxUnitWeight: 2000, chargedOn: 'unit' },
  { tier: 'jpStandard40', maxSides: [40, 40, 20], maxSumOfSides: 40, maxUnitWeight: 2000, chargedOn: 'unit' },
  { tier: 'jpStandard60', maxSides: [60, 60, 20], maxSumOfSides: 60, maxUnitWeight: 2000, chargedOn: 'unit' },
  { tier: 'jpStandard80', maxSides: [80, 80, 20], maxSumOfSides: 80, maxUnitWeight: 5000, chargedOn: 'unit' },
  {
    tier: 'jpStandard100',
    maxSides: [100, 100, 20],
    maxSumOfSides: 100,
    maxUnitWeight: 9000,
    chargedOn: 'unit',
  },
];

export const JP_FBA_2024: FbaCard = {
  id: 'jp-fba-2024',
  effectiveFrom: '2024-04-01',
  source:
    "Amazon JP's older FBA table [A-JP-FBA-HELP] (小型 ¥288, 標準1 ¥318, ≤60/80/100 cm ¥434/¥514/¥603) with the 2024-04-01 Standard-20/30/40 prices ¥413/¥434/¥455 [A-JP-2024-REPOST]; the current card, the 2025-04-01 cuts per size and oversize rows are unconfirmed (reference §4.1). Fees include 10 % consumption tax.",
  confidence: 'low',
  marketplace: 'JP',
  currency: 'JPY',
  period: 'nonPeak',
  productClass: 'standard',
  lengthUnit: 'cm',
  weightUnit: 'g',
  dimensionalDivisor: 5000,
  tiers: JP_TIERS,
  beyondTier: 'jpOversize',
  beyondChargedOn: 'unit',
  priceBands: [{ id: 'standard', upToMinor: null, inclusive: true }],
  tables: {
    jpSmall: { standard: [{ max: 250, feeMinor: 288 }] },
    jpStandard1: { standard: [{ max: 1000, feeMinor: 318 }] },
    jpStandard20: { standard: [{ max: 2000, feeMinor: 413 }] },
    jpStandard30: { standard: [{ max: 2000, feeMinor: 434 }] },
    jpStandard40: { standard: [{ max: 2000, feeMinor: 455 }] },
    jpStandard60: { standard: [{ max: 2000, feeMinor: 434 }] },
    jpStandard80: { standard: [{ max: 5000, feeMinor: 514 }] },
    jpStandard100: { standard: [{ max: 9000, feeMinor: 603 }] },
  },
  unpricedTierRange: { tier: 'jpOversize', lowMinor: 589, highMinor: 5625 },
  notes: ['jpFeesIncludeConsumptionTax', 'jpLowPriceUnconfirmed'],
};

export const JP_FBA_CARDS: readonly FbaCard[] = [JP_FBA_2024];
