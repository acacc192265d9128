/**
 * UK, DE, FR, IT, ES local / Pan-EU FBA cards "effective as of 1st February 2026" (reference §3.1-
 * §3.8), all from [C-PZ-EU] (the UK columns also in [C-UK26-TS]): [code] copies of Amazon's rate
 * card, not checked against an Amazon page, hence medium confidence. Lengths in cm, weights in g,
 * dimensional weight = L × W × H / 5000 (cm³ per kg, reference §3.2). Germany has two columns:
 * stock in the Central Europe Programme (CEP) and without it (+€0.26, the default).
 */
import type { MarketplaceCode } from '../marketplaces.ts';
import type {
  ContinuousBand,
  FbaCard,
  FixedBand,
  PriceBandId,
  SizeTier,
  StepBand,
  TierDef,
  WeightBand,
} from './fba-card-types.ts';

/** Column order of the reference's EU tables. */
const COLUMNS = ['UK', 'DE-CEP', 'DE', 'FR', 'IT', 'ES'] as const;
type Column = (typeof COLUMNS)[number];
type Row6 = [number, number, number, number, number, number];
const cents = (amount: number) => Math.round(amount * 100);
type Tables = FbaCard['tables'];

export const EU_TIERS: TierDef[] = [
  { tier: 'lightEnvelope', maxSides: [33, 23, 2.5], maxUnitWeight: 100, chargedOn: 'unit' },
  { tier: 'standardEnvelope', maxSides: [33, 23, 2.5], maxUnitWeight: 460, chargedOn: 'unit' },
  { tier: 'largeEnvelope', maxSides: [33, 23, 4], maxUnitWeight: 960, chargedOn: 'unit' },
  { tier: 'extraLargeEnvelope', maxSides: [33, 23, 6], maxUnitWeight: 960, chargedOn: 'unit' },
  {
    tier: 'smallParcel',
    maxSides: [35, 25, 12],
    maxUnitWeight: 3900,
    maxDimensionalWeight: 2100,
    chargedOn: 'shipping',
  },
  {
    tier: 'standardParcel',
    maxSides: [45, 34, 26],
    maxUnitWeight: 11_900,
    maxDimensionalWeight: 7960,
    chargedOn: 'shipping',
  },
  {
    tier: 'smallOversize',
    maxSides: [61, 46, 46],
    maxUnitWeight: 1760,
    maxDimensionalWeight: 25_820,
    chargedOn: 'shipping',
  },
  {
    tier: 'standardOversizeLight',
    maxSides: [101, 60, 60],
    maxUnitWeight: 15_000,
    maxDimensionalWeight: 72_720,
    chargedOn: 'shipping',
  },
  {
    tier: 'standardOversizeHeavy',
    maxSides: [101, 60, 60],
    minUnitWeightAbove: 15_000,
    maxUnitWeight: 23_000,
    maxDimensionalWeight: 72_720,
    chargedOn: 'shipping',
  },
  {
    tier: 'standardOversizeLarge',
    maxSides: [120, 60, 60],
    maxUnitWeight: 23_000,
    maxDimensionalWeight: 86_400,
    chargedOn: 'shipping',
  },
  // Special oversize: longest side over 175 cm, length + girth over 360 cm, or over 31.5 kg.
  {
    tier: 'bulkyOversize',
    maxSides: [175, 175, 175],
    maxLengthPlusGirth: 360,
    maxUnitWeight: 23_000,
    maxDimensionalWeight: 126_000,
    chargedOn: 'shipping',
  },
  {
    tier: 'heavyOversize',
    maxSides: [175, 175, 175],
    maxLengthPlusGirth: 360,
    minUnitWeightAbove: 23_000,
    maxUnitWeight: 31_500,
    maxDimensionalWeight: 126_000,
    chargedOn: 'shipping',
  },
];

/** Unit-weight parcel tiers of the "selected categories" (reference §3.5; scope unconfirmed). */
export const EU_SELECTED_PARCEL_TIERS: TierDef[] = [
  { tier: 'smallParcel1', maxSides: [35, 25, 7], maxUnitWeight: 3900, chargedOn: 'unit' },
  { tier: 'smallParcel2', maxSides: [35, 25, 9], maxUnitWeight: 3900, chargedOn: 'unit' },
  { tier: 'smallParcel3', maxSides: [35, 25, 12], maxUnitWeight: 3900, chargedOn: 'unit' },
  { tier: 'mediumParcel1', maxSides: [40, 30, 6], maxUnitWeight: 11_900, chargedOn: 'unit' },
  { tier: 'mediumParcel2', maxSides: [40, 30, 20], maxUnitWeight: 11_900, chargedOn: 'unit' },
  { tier: 'largeParcel1', maxSides: [45, 34, 10], maxUnitWeight: 11_900, chargedOn: 'unit' },
  { tier: 'largeParcel2', maxSides: [45, 34, 26], maxUnitWeight: 11_900, chargedOn: 'unit' },
];

type RowsByTier = [SizeTier, number, Row6][];

// §3.3 standard (non-peak) fees: [tier, band max g, UK, DE-CEP, DE, FR, IT, ES].
const STANDARD_ROWS: RowsByTier = [
  ['lightEnvelope', 20, [1.83, 2.07, 2.33, 2.75, 3.23, 2.77]],
  ['lightEnvelope', 40, [1.87, 2.11, 2.37, 2.76, 3.26, 2.84]],
  ['lightEnvelope', 60, [1.89, 2.13, 2.39, 2.78, 3.28, 2.87]],
  ['lightEnvelope', 80, [2.07, 2.26, 2.52, 3.3, 3.39, 3.21]],
  ['lightEnvelope', 100, [2.08, 2.28, 2.54, 3.32, 3.41, 3.23]],
  ['standardEnvelope', 210, [2.1, 2.31, 2.57, 3.33, 3.45, 3.26]],
  ['standardEnvelope', 460, [2.16, 2.42, 2.68, 3.77, 3.64, 3.45]],
  ['largeEnvelope', 960, [2.72, 2.78, 3.04, 4.39, 3.94, 3.6]],
  ['extraLargeEnvelope', 960, [2.94, 3.16, 3.42, 4.72, 4.17, 3.85]],
  ['smallParcel', 150, [2.91, 3.12, 3.38, 4.56, 4.13, 3.52]],
  ['smallParcel', 400, [3.0, 3.13, 3.39, 5.07, 4.54, 3.74]],
  ['smallParcel', 900, [3.04, 3.14, 3.4, 5.79, 4.95, 3.95]],
  ['smallParcel', 1400, [3.05, 3.15, 3.41, 5.87, 5.11, 4.21]],
  ['smallParcel', 1900, [3.25, 3.17, 3.43, 6.1, 5.14, 4.27]],
  ['smallParcel', 3900, [3.27, 4.28, 4.54, 7.8, 5.16, 5.5]],
  ['standardParcel', 150, [2.94, 3.13, 3.39, 4.58, 4.29, 3.55]],
  ['standardParcel', 400, [3.01, 3.16, 3.42, 5.22, 4.7, 3.77]],
  ['standardParcel', 900, [3.06, 3.18, 3.44, 6.01, 5.15, 3.99]],
  ['standardParcel', 1400, [3.26, 3.67, 3.93, 6.41, 5.26, 4.85]],
  ['standardParcel', 1900, [3.48, 3.69, 3.95, 6.44, 5.29, 4.94]],
  ['standardParcel', 2900, [3.49, 4.29, 4.55, 7.08, 5.3, 4.98]],
  ['standardParcel', 3900, [3.54, 4.83, 5.09, 7.81, 5.35, 5.53]],
  ['standardParcel', 5900, [3.56, 4.96, 5.22, 8.22, 5.38, 5.96]],
  ['standardParcel', 8900, [3.57, 5.77, 6.03, 8.84, 5.41, 7.24]],
  ['standardParcel', 11_900, [3.58, 6.39, 6.65, 9.38, 6.25, 7.85]],
];

// §3.3 oversize: [tier, base band max g, base per column, per kg per column].
const OVERSIZE_ROWS: [SizeTier, number, Row6, Row6][] = [
  ['smallOversize', 760, [3.49, 4.3, 4.56, 7.05, 7.21, 5.68], [0.25, 0.18, 0.18, 0.2, 0.08, 0.04]],
  ['standardOversizeLight', 760, [4.35, 4.33, 4.59, 7.29, 7.45, 6.55], [0.15, 0.18, 0.18, 0.21, 0.22, 0.34]],
  [
    'standardOversizeHeavy',
    15_760,
    [6.58, 6.99, 7.25, 10.42, 10.63, 11.72],
    [0.08, 0.07, 0.07, 0.11, 0.08, 0.27],
  ],
  ['standardOversizeLarge', 760, [5.67, 5.8, 6.06, 8.47, 9.13, 6.76], [0.07, 0.08, 0.08, 0.13, 0.09, 0.33]],
  ['bulkyOversize', 760, [10.2, 7.98, 8.24, 15.38, 9.59, 9.95], [0.24, 0.27, 0.27, 0.45, 0.3, 0.43]],
  ['heavyOversize', 31_500, [13.04, 12.74, 13.0, 15.59, 16.85, 14.0], [0.09, 0.15, 0.15, 0.18, 0.15, 0.12]],
];

// §3.3 special oversize by unit weight (30/40/50/60 kg, then + per kg); DE-CEP has no column: DE's is used.
const SPECIAL: Record<Column, { fees: [number, number, number, number]; perKg: number }> = {
  UK: { fees: [16.22, 17.24, 34.38, 42.04], perKg: 0.35 },
  'DE-CEP': { fees: [21.3, 24.19, 47.98, 51.99], perKg: 0.36 },
  DE: { fees: [21.3, 24.19, 47.98, 51.99], perKg: 0.36 },
  FR: { fees: [24.88, 28.77, 46.66, 50.54], perKg: 0.49 },
  IT: { fees: [21.7, 24.1, 32.19, 32.82], perKg: 0.65 },
  ES: { fees: [19.93, 20.8, 34.32, 36.93], perKg: 0.45 },
};

// §3.4 Low-Price FBA rows.
const LOW_PRICE_ROWS: RowsByTier = [
  ['lightEnvelope', 20, [1.46, 1.61, 1.87, 2.24, 2.64, 2.15]],
  ['lightEnvelope', 40, [1.5, 1.64, 1.9, 2.26, 2.65, 2.21]],
  ['lightEnvelope', 60, [1.52, 1.66, 1.92, 2.27, 2.67, 2.23]],
  ['lightEnvelope', 80, [1.67, 1.8, 2.06, 2.79, 2.79, 2.55]],
  ['lightEnvelope', 100, [1.7, 1.83, 2.09, 2.81, 2.81, 2.59]],
  ['standardEnvelope', 210, [1.73, 1.86, 2.12, 2.81, 2.81, 2.61]],
  ['standardEnvelope', 460, [1.87, 2.02, 2.28, 3.31, 3.04, 2.85]],
  ['largeEnvelope', 960, [2.42, 2.39, 2.65, 3.96, 3.35, 3.0]],
  ['extraLargeEnvelope', 960, [2.65, 2.78, 3.04, 4.31, 3.59, 3.23]],
  ['smallParcel', 150, [2.67, 2.78, 3.04, 4.31, 3.59, 3.23]],
  ['smallParcel', 400, [2.7, 2.99, 3.25, 4.71, 3.91, 3.46]],
];

// §3.5 selected-category parcel tiers: base (first 100 g) + increment per further 100 g.
const SELECTED_ROWS: [SizeTier, number, Row6, Row6][] = [
  ['smallParcel1', 3900, [2.83, 3.04, 3.3, 4.97, 4.54, 3.55], [0.02, 0.05, 0.05, 0.03, 0.02, 0.04]],
  ['smallParcel2', 3900, [2.87, 3.08, 3.34, 5.01, 4.58, 3.59], [0.02, 0.06, 0.06, 0.05, 0.03, 0.04]],
  ['smallParcel3', 3900, [2.91, 3.12, 3.38, 5.05, 4.62, 3.62], [0.02, 0.07, 0.07, 0.08, 0.06, 0.05]],
  ['mediumParcel1', 11_900, [2.97, 3.24, 3.5, 5.45, 4.83, 3.85], [0.02, 0.07, 0.07, 0.08, 0.06, 0.07]],
  ['mediumParcel2', 11_900, [3.1, 3.47, 3.73, 5.69, 5.05, 3.91], [0.03, 0.07, 0.07, 0.08, 0.07, 0.08]],
  ['largeParcel1', 11_900, [3.34, 3.71, 3.97, 6.16, 5.3, 4.08], [0.03, 0.07, 0.07, 0.08, 0.08, 0.11]],
  ['largeParcel2', 11_900, [3.97, 4.12, 4.38, 6.25, 5.44, 4.53], [0.03, 0.08, 0.08, 0.08, 0.08, 0.11]],
];

function fixedRows(rows: RowsByTier, col: number): Partial<Record<SizeTier, WeightBand[]>> {
  const out: Partial<Record<SizeTier, WeightBand[]>> = {};
  for (const [tier, max, fees] of rows) {
    const band: FixedBand = { max, feeMinor: cents(fees[col]) };
    out[tier] = [...(out[tier] ?? []), band];
  }
  return out;
}

function standardTables(column: Column): Tables {
  const col = COLUMNS.indexOf(column);
  const tables: Tables = {};
  for (const [tier, bands] of Object.entries(fixedRows(STANDARD_ROWS, col)))
    tables[tier as SizeTier] = { standard: bands };
  for (const [tier, above, base, perKg] of OVERSIZE_ROWS) {
    const band: ContinuousBand = {
      max: null,
      baseMinor: cents(base[col]),
      perUnitMinor: cents(perKg[col]),
      unit: 1000,
      above,
    };
    tables[tier] = { standard: [band] };
  }
  const special = SPECIAL[column];
  tables.specialOversize = {
    standard: [
      ...special.fees.map((fee, i): FixedBand => ({ max: (i + 3) * 10_000, feeMinor: cents(fee) })),
      {
        max: null,
        baseMinor: cents(special.fees[3]),
        perUnitMinor: cents(special.perKg),
        unit: 1000,
        above: 60_000,
      },
    ],
  };
  for (const [tier, max, base, per100] of SELECTED_ROWS) {
    const band: StepBand = {
      max,
      baseMinor: cents(base[col]),
      perStepMinor: cents(per100[col]),
      step: 100,
      above: 100,
    };
    tables[tier] = { standard: [band] };
  }
  return tables;
}

/** Tiers whose 2026/27 peak rates changed (reference §3.8); the rest are unchanged in peak. */
const PEAK_TIERS: SizeTier[] = [
  'largeEnvelope',
  'extraLargeEnvelope',
  'smallParcel',
  'standardParcel',
  ...EU_SELECTED_PARCEL_TIERS.map((t) => t.tier),
];

/** Peak 2026/27 (UK and DE local only): unknown rows repeat non-peak, flagged; the one row the reference gives is set. */
function peakTables(base: Tables, column: Column): Tables {
  const tables: Tables = {};
  for (const [tier, byBand] of Object.entries(base) as [
    SizeTier,
    Partial<Record<PriceBandId, WeightBand[]>>,
  ][]) {
    const changed = PEAK_TIERS.includes(tier);
    tables[tier] = {
      standard: (byBand.standard ?? []).map((b): WeightBand => {
        if (!changed) return b;
        // UK local small parcel ≤ 900 g: £3.04 → £3.15 ([C-PZ-EU-PEAK] tests).
        if (column === 'UK' && tier === 'smallParcel' && b.max === 900) return { max: 900, feeMinor: 315 };
        return { ...b, copiedFromNonPeak: true };
      }),
    };
  }
  return tables;
}

const LOW_PRICE_EXCLUDED = [
  'beautyHealthPersonalCare',
  'industrialScientific',
  'officeProducts',
  'grocery',
  'books',
  'amazonDeviceAccessories',
  'kitchen',
] as const;

/** Low-Price FBA from 2026-02-01: ≤ £20 / €20; the excluded categories keep ≤ £10 / €11 (DE) / €12 (reference §3.4). */
const lowPriceOldThreshold: Record<Column, number> = {
  UK: 1000,
  'DE-CEP': 1100,
  DE: 1100,
  FR: 1200,
  IT: 1200,
  ES: 1200,
};

const SOURCE =
  '[C-PZ-EU] (Amazon EU rate card "effective as of 1st February 2026"); UK also [C-UK26-TS] (reference §3.3-§3.5)';

function euCard(marketplace: MarketplaceCode, column: Column): FbaCard[] {
  const col = COLUMNS.indexOf(column);
  const tables = standardTables(column);
  const programme = column === 'DE-CEP' ? ({ programme: 'cep' } as const) : {};
  const idBase = `${marketplace.toLowerCase()}-fba-2026${column === 'DE-CEP' ? '-cep' : ''}`;
  const base: FbaCard = {
    id: idBase,
    effectiveFrom: '2026-02-01',
    source: SOURCE,
    confidence: 'medium',
    marketplace,
    currency: marketplace === 'UK' ? 'GBP' : 'EUR',
    period: 'nonPeak',
    productClass: 'standard',
    lengthUnit: 'cm',
    weightUnit: 'g',
    dimensionalDivisor: 5000,
    tiers: EU_TIERS,
    beyondTier: 'specialOversize',
    beyondChargedOn: 'unit',
    priceBands: [{ id: 'standard', upToMinor: null, inclusive: true }],
    tables,
    lowPrice: {
      thresholds: {
        upToMinor: 2000,
        exceptCategories: LOW_PRICE_EXCLUDED,
        exceptUpToMinor: lowPriceOldThreshold[column],
      },
      table: fixedRows(LOW_PRICE_ROWS, col),
      exemptFromPeak: true,
    },
    dangerousGoodsSurchargeMinor: 10,
    ...programme,
  };
  /** Clothing, shoes and bags: envelopes as usual, parcels on the unit-weight tiers of §3.5. */
  const apparel: FbaCard = {
    ...base,
    id: `${idBase}-apparel`,
    productClass: 'apparel',
    confidence: 'low',
    source: `${SOURCE}; which categories use the unit-weight parcel tiers is unconfirmed (reference §3.5, §9.1 #9)`,
    tiers: [...EU_TIERS.slice(0, 4), ...EU_SELECTED_PARCEL_TIERS, ...EU_TIERS.slice(6)],
  };
  const cards = [base, apparel];
  if (marketplace === 'UK' || marketplace === 'DE') {
    const peakSource =
      '[C-PZ-EU-PEAK] (Amazon rate card 260630): peak applies to large/extra-large envelopes and parcels; the full table is unconfirmed, so those rows repeat the non-peak rate (reference §3.8)';
    for (const card of [base, apparel])
      cards.push({
        ...card,
        id: card.id.replace('-fba-2026', '-fba-peak-2026'),
        effectiveFrom: '2026-10-15',
        effectiveTo: '2027-01-14',
        period: 'peak',
        source: peakSource,
        confidence: 'low',
        tables: peakTables(card.tables, column),
      });
  }
  return cards;
}

export const EU_FBA_CARDS: readonly FbaCard[] = [
  ...euCard('UK', 'UK'),
  ...euCard('DE', 'DE'),
  ...euCard('DE', 'DE-CEP'),
  ...euCard('FR', 'FR'),
  ...euCard('IT', 'IT'),
  ...euCard('ES', 'ES'),
];
