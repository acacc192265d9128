/**
 * amazon.com FBA fulfilment cards (reference §1): the 2025 card (unchanged since 2024), the
 * 2025/26 holiday peak (only the rows the reference gives; the others repeat the non-peak rate and
 * say so), the 2026 card for non-apparel, apparel and dangerous goods with its three price bands,
 * and the 2026/27 holiday peak. Weights in ounces, fees in cents.
 */
import type {
  FbaCard,
  FixedBand,
  OvermaxRule,
  PackagingFeeRule,
  PriceBandDef,
  PriceBandId,
  ProductClass,
  SizeTier,
  StepBand,
  TierDef,
  WeightBand,
} from './fba-card-types.ts';

const lb = (pounds: number) => pounds * 16;
const cents = (dollars: number) => Math.round(dollars * 100);
type Col3 = [number, number, number];
type Tables = FbaCard['tables'];

const US_BASE = {
  marketplace: 'US',
  currency: 'USD',
  lengthUnit: 'in',
  weightUnit: 'oz',
  dimensionalDivisor: 139,
  beyondTier: 'extraLarge',
  beyondChargedOn: 'shipping',
  beyondDimensionalMinSide: 2,
  beyondUnitWeightOnlyAbove: lb(150),
} as const;

/** Tier limits, reference §1.1 (sides sorted; girth = 2 × (median + shortest)). */
const SMALL_STANDARD: TierDef = {
  tier: 'smallStandard',
  maxSides: [15, 12, 0.75],
  maxUnitWeight: 16,
  chargedOn: 'unit',
};
const LARGE_STANDARD: TierDef = {
  tier: 'largeStandard',
  maxSides: [18, 14, 8],
  maxShippingWeight: lb(20),
  chargedOn: 'shipping',
};
const SMALL_BULKY: TierDef = {
  tier: 'smallBulky',
  maxSides: [37, 28, 20],
  maxLengthPlusGirth: 130,
  maxShippingWeight: lb(50),
  chargedOn: 'shipping',
  dimensionalMinSide: 2,
};
const LARGE_BULKY: TierDef = {
  tier: 'largeBulky',
  maxSides: [59, 33, 33],
  maxLengthPlusGirth: 130,
  maxShippingWeight: lb(50),
  chargedOn: 'shipping',
  dimensionalMinSide: 2,
};
export const US_TIERS_2025: TierDef[] = [SMALL_STANDARD, LARGE_STANDARD, LARGE_BULKY];
export const US_TIERS_2026: TierDef[] = [SMALL_STANDARD, LARGE_STANDARD, SMALL_BULKY, LARGE_BULKY];

const BANDS_2025: PriceBandDef[] = [
  { id: 'lowPrice', upToMinor: 1000, inclusive: false },
  { id: 'standard', upToMinor: null, inclusive: true },
];
/** Under $10, $10 to $50 (both ends inclusive), over $50 (reference §1.4, §8). */
const BANDS_2026: PriceBandDef[] = [
  { id: 'under10', upToMinor: 1000, inclusive: false },
  { id: 'from10to50', upToMinor: 5000, inclusive: true },
  { id: 'over50', upToMinor: null, inclusive: true },
];
const COLUMNS_2026: PriceBandId[] = ['under10', 'from10to50', 'over50'];

interface UsTableDef {
  /** [max ounces, fee per column in dollars] */
  smallStandard: [number, Col3][];
  largeStandard: [number, Col3][];
  /** 3 to 20 lb: base per column + perStep dollars per `stepOz` above 3 lb. */
  largeStandardHeavy: { base: Col3; perStep: number; stepOz: number };
  smallBulky?: Col3;
  largeBulky: Col3;
  /** 0-50, 50-70, 70-150, 150+ lb bases. */
  extraLarge: [Col3, Col3, Col3, Col3];
}

/** Builds one table per price-band column from the reference's rows. */
function usTables(def: UsTableDef, columns: PriceBandId[]): Tables {
  const tables: Tables = {};
  columns.forEach((band, i) => {
    const fixed = (rows: [number, Col3][]): FixedBand[] =>
      rows.map(([max, fees]) => ({ max, feeMinor: cents(fees[i]) }));
    const perLb = (max: number | null, base: number, perStep: number, above: number): StepBand => ({
      max,
      baseMinor: cents(base),
      perStepMinor: cents(perStep),
      step: 16,
      above,
    });
    const put = (tier: SizeTier, bands: WeightBand[]) => {
      tables[tier] = { ...tables[tier], [band]: bands };
    };
    put('smallStandard', fixed(def.smallStandard));
    put('largeStandard', [
      ...fixed(def.largeStandard),
      {
        max: lb(20),
        baseMinor: cents(def.largeStandardHeavy.base[i]),
        perStepMinor: cents(def.largeStandardHeavy.perStep),
        step: def.largeStandardHeavy.stepOz,
        above: lb(3),
      },
    ]);
    if (def.smallBulky) put('smallBulky', [perLb(lb(50), def.smallBulky[i], 0.38, lb(1))]);
    put('largeBulky', [perLb(lb(50), def.largeBulky[i], 0.38, lb(1))]);
    const [xl50, xl70, xl150, xlMore] = def.extraLarge;
    put('extraLarge', [
      perLb(lb(50), xl50[i], 0.38, lb(1)),
      perLb(lb(70), xl70[i], 0.75, lb(51)),
      perLb(lb(150), xl150[i], 0.75, lb(71)),
      perLb(null, xlMore[i], 0.19, lb(151)),
    ]);
  });
  return tables;
}

const WEIGHT_ROWS_SS = [2, 4, 6, 8, 10, 12, 14, 16];
const WEIGHT_ROWS_LS = [4, 8, 12, 16, lb(1.25), lb(1.5), lb(1.75), lb(2), lb(2.25), lb(2.5), lb(2.75), lb(3)];
const rows = (maxes: number[], cols: Col3[]): [number, Col3][] => maxes.map((m, i) => [m, cols[i]]);
/** Three columns from three lists (the reference prints the apparel, DG and peak cards that way). */
const zip3 = (a: number[], b: number[], c: number[]): Col3[] => a.map((v, i) => [v, b[i], c[i]]);

// 2025 card (reference §1.2): standard (>= $10) and Low-Price FBA (< $10) = standard − $0.77.
const STANDARD_2025_SS = [3.06, 3.15, 3.24, 3.33, 3.43, 3.53, 3.6, 3.65];
const STANDARD_2025_LS = [3.68, 3.9, 4.15, 4.55, 4.99, 5.37, 5.52, 5.77, 5.87, 6.05, 6.21, 6.62];
const with2025LowPrice = (fees: number[]): Col3[] =>
  fees.map((f) => [Math.round((f - 0.77) * 100) / 100, f, f]);
const XL_2025: [Col3, Col3, Col3, Col3] = [
  [25.56, 26.33, 26.33],
  [39.35, 40.12, 40.12],
  [54.04, 54.81, 54.81],
  [194.18, 194.95, 194.95],
];
/** Column 0 is Low-Price FBA, column 1 the standard rate (built with the 2026 three-column helper). */
const TABLE_2025 = usTables(
  {
    smallStandard: rows(WEIGHT_ROWS_SS, with2025LowPrice(STANDARD_2025_SS)),
    largeStandard: rows(WEIGHT_ROWS_LS, with2025LowPrice(STANDARD_2025_LS)),
    largeStandardHeavy: { base: [6.15, 6.92, 6.92], perStep: 0.08, stepOz: 4 },
    largeBulky: [8.84, 9.61, 9.61],
    extraLarge: XL_2025,
  },
  ['lowPrice', 'standard'],
);

// 2026 non-apparel, non-peak (reference §1.4).
const NON_APPAREL_2026: UsTableDef = {
  smallStandard: rows(WEIGHT_ROWS_SS, [
    [2.43, 3.32, 3.58],
    [2.49, 3.42, 3.68],
    [2.56, 3.45, 3.71],
    [2.66, 3.54, 3.8],
    [2.77, 3.68, 3.94],
    [2.82, 3.78, 4.04],
    [2.92, 3.91, 4.17],
    [2.95, 3.96, 4.22],
  ]),
  largeStandard: rows(WEIGHT_ROWS_LS, [
    [2.91, 3.73, 3.99],
    [3.13, 3.95, 4.21],
    [3.38, 4.2, 4.46],
    [3.78, 4.6, 4.86],
    [4.22, 5.04, 5.3],
    [4.6, 5.42, 5.68],
    [4.75, 5.57, 5.83],
    [5.0, 5.82, 6.08],
    [5.1, 5.92, 6.18],
    [5.28, 6.1, 6.36],
    [5.44, 6.26, 6.52],
    [5.85, 6.67, 6.93],
  ]),
  largeStandardHeavy: { base: [6.15, 6.97, 7.23], perStep: 0.08, stepOz: 4 },
  smallBulky: [6.78, 7.55, 7.55],
  largeBulky: [8.58, 9.35, 9.35],
  extraLarge: [
    [25.56, 26.33, 26.33],
    [36.55, 37.32, 37.32],
    [50.55, 51.32, 51.32],
    [194.18, 194.95, 194.95],
  ],
};

// 2026 apparel, non-peak (reference §1.4, [C-PZ-NA] only); bulky and XL as non-apparel.
const APPAREL_2026: UsTableDef = {
  ...NON_APPAREL_2026,
  smallStandard: rows(
    WEIGHT_ROWS_SS,
    zip3(
      [2.62, 2.64, 2.68, 2.81, 3.0, 3.1, 3.2, 3.3],
      [3.51, 3.54, 3.59, 3.69, 3.91, 4.09, 4.2, 4.25],
      [3.77, 3.8, 3.85, 3.95, 4.17, 4.35, 4.46, 4.51],
    ),
  ),
  largeStandard: rows(
    WEIGHT_ROWS_LS,
    zip3(
      [3.48, 3.68, 3.9, 4.35, 5.05, 5.22, 5.32, 5.43, 5.78, 5.9, 5.95, 6.08],
      [4.3, 4.5, 4.72, 5.17, 5.87, 6.04, 6.14, 6.25, 6.6, 6.72, 6.77, 6.9],
      [4.56, 4.76, 4.98, 5.43, 6.13, 6.3, 6.4, 6.51, 6.86, 6.98, 7.03, 7.16],
    ),
  ),
  largeStandardHeavy: { base: [6.15, 6.97, 7.23], perStep: 0.16, stepOz: 8 },
};

// 2026 dangerous goods, non-peak (reference §1.4, [C-PZ-NA] only).
const DANGEROUS_2026: UsTableDef = {
  smallStandard: rows(
    WEIGHT_ROWS_SS,
    zip3(
      [3.4, 3.43, 3.48, 3.55, 3.64, 3.65, 3.73, 3.77],
      [4.29, 4.36, 4.37, 4.43, 4.55, 4.61, 4.72, 4.78],
      [4.55, 4.62, 4.63, 4.69, 4.81, 4.87, 4.98, 5.04],
    ),
  ),
  largeStandard: rows(
    WEIGHT_ROWS_LS,
    zip3(
      [3.73, 3.94, 4.17, 4.37, 4.82, 5.2, 5.35, 5.49, 5.56, 5.74, 5.9, 6.31],
      [4.55, 4.76, 4.99, 5.19, 5.64, 6.02, 6.17, 6.31, 6.38, 6.56, 6.72, 7.13],
      [4.81, 5.02, 5.25, 5.45, 5.9, 6.28, 6.43, 6.57, 6.64, 6.82, 6.98, 7.39],
    ),
  ),
  largeStandardHeavy: { base: [6.61, 7.43, 7.69], perStep: 0.08, stepOz: 4 },
  smallBulky: [7.5, 8.27, 8.27],
  largeBulky: [9.3, 10.07, 10.07],
  extraLarge: [
    [27.67, 28.44, 28.44],
    [39.76, 40.53, 40.53],
    [57.68, 58.45, 58.45],
    [218.76, 219.53, 219.53],
  ],
};

// 2026/27 holiday peak, non-apparel (reference §1.5).
const PEAK_2026: UsTableDef = {
  smallStandard: rows(
    WEIGHT_ROWS_SS,
    zip3(
      [2.62, 2.68, 2.76, 2.86, 2.98, 3.03, 3.14, 3.17],
      [3.51, 3.61, 3.65, 3.74, 3.89, 3.99, 4.13, 4.18],
      [3.77, 3.87, 3.91, 4.0, 4.15, 4.25, 4.39, 4.44],
    ),
  ),
  largeStandard: rows(
    WEIGHT_ROWS_LS,
    zip3(
      [3.15, 3.39, 3.66, 4.07, 4.52, 4.91, 5.07, 5.33, 5.47, 5.67, 5.84, 6.26],
      [3.97, 4.21, 4.48, 4.89, 5.34, 5.73, 5.89, 6.15, 6.29, 6.49, 6.66, 7.08],
      [4.23, 4.47, 4.74, 5.15, 5.6, 5.99, 6.15, 6.41, 6.55, 6.75, 6.92, 7.34],
    ),
  ),
  largeStandardHeavy: { base: [6.69, 7.51, 7.77], perStep: 0.08, stepOz: 4 },
  smallBulky: [7.82, 8.59, 8.59],
  largeBulky: [9.62, 10.39, 10.39],
  extraLarge: [
    [28.29, 29.06, 29.06],
    [39.36, 40.13, 40.13],
    [54.97, 55.74, 55.74],
    [202.69, 203.46, 203.46],
  ],
};

/** Overmax handling (reference §1.6): XL ≤ 150 lb, longest side > 96 in or length + girth > 130 in. */
const OVERMAX_2026: OvermaxRule = {
  tiers: ['extraLarge'],
  maxUnitWeight: lb(150),
  longestOver: 96,
  lengthPlusGirthOver: 130,
  fees: [
    { upTo: lb(50), feeMinor: 1700 },
    { upTo: lb(70), feeMinor: 2100 },
    { upTo: lb(150), feeMinor: 2500 },
  ],
  source: '[C-PZ-NA]; rule also in [C-USJSON], [C-RATES-HANDBOOK], [3P-SELLERISE] (reference §1.6)',
  confidence: 'medium',
};

/**
 * Bulky packaging fee (reference §1.6), by dimensional weight: charged on small and large bulky
 * units not certified "Ships in Product Packaging". Scout cannot know a product's certification, so
 * the line is shown separately and marked low confidence.
 */
const BULKY_PACKAGING_2026: PackagingFeeRule = {
  tiers: ['smallBulky', 'largeBulky'],
  bands: [
    [5, 1.51],
    [10, 1.68],
    [15, 1.97],
    [20, 2.6],
    [25, 2.92],
    [30, 3.47],
    [35, 3.6],
    [40, 3.78],
    [45, 3.8],
    [Number.POSITIVE_INFINITY, 4.04],
  ].map(([maxLb, fee]): FixedBand => ({ max: lb(maxLb), feeMinor: cents(fee) })),
  source: '[C-PZ-NA]; existence in [C-USJSON] (reference §1.6); applies only without SIPP certification',
  confidence: 'low',
};

const SRC_2026 =
  'Amazon page GABBX6GZPA8MSZGW as copied by [C-PZ-NA], [C-USJSON], [C-US-PEAK-TS], [C-FEES-TS], [C-REACT-US26] (reference §1.4)';

export const US_FBA_2025: FbaCard = {
  ...US_BASE,
  id: 'us-fba-2025',
  effectiveFrom: '2024-04-15',
  source:
    '[C-US2025-PY], checked by [3P-SELLERLABS], [C-US2025-TS], [3P-FORCEGET] (reference §1.2); unchanged from 2024 (no US fee increase in 2025, [A-US26-REPOST])',
  confidence: 'high',
  period: 'nonPeak',
  productClass: 'standard',
  tiers: US_TIERS_2025,
  priceBands: BANDS_2025,
  tables: TABLE_2025,
};

/** 2025/26 peak: the rows the reference gives (≥ $10); every other row repeats the non-peak rate, flagged. */
function peak2025Tables(): Tables {
  const known: Partial<Record<SizeTier, Record<number, number>>> = {
    smallStandard: { 2: 3.25, 4: 3.34, 6: 3.44, 14: 3.82 },
    largeStandard: { 16: 4.85, [lb(2)]: 6.1, [lb(3)]: 7.03 },
  };
  const tables: Tables = {};
  for (const [tier, byBand] of Object.entries(TABLE_2025) as [
    SizeTier,
    Partial<Record<PriceBandId, WeightBand[]>>,
  ][]) {
    const copy = (bands: WeightBand[] = []) => bands.map((b) => ({ ...b, copiedFromNonPeak: true as const }));
    const standard = (byBand.standard ?? []).map((b): WeightBand => {
      const fee = 'feeMinor' in b ? known[tier]?.[b.max] : undefined;
      if (fee !== undefined && 'feeMinor' in b) return { max: b.max, feeMinor: cents(fee) };
      if (tier === 'largeBulky' && 'perStepMinor' in b) return { ...b, baseMinor: cents(10.65) };
      return { ...b, copiedFromNonPeak: true };
    });
    // Low-Price FBA: Amazon exempted it from peak in 2023; 2025 unconfirmed (reference §1.3).
    tables[tier] = { standard, lowPrice: copy(byBand.lowPrice) };
  }
  return tables;
}

export const US_FBA_PEAK_2025: FbaCard = {
  ...US_FBA_2025,
  id: 'us-fba-peak-2025',
  effectiveFrom: '2025-10-15',
  effectiveTo: '2026-01-14',
  source:
    '[3P-SELLERLABS] rows, Amazon examples in [3P-SCD-PEAK25] (reference §1.3); rows not given there repeat the non-peak rate',
  confidence: 'medium',
  period: 'peak',
  tables: peak2025Tables(),
};

const card2026 = (
  productClass: ProductClass,
  def: UsTableDef,
  confidence: FbaCard['confidence'],
  source: string,
): FbaCard => ({
  ...US_BASE,
  id: productClass === 'standard' ? 'us-fba-2026' : `us-fba-2026-${productClass}`,
  effectiveFrom: '2026-01-15',
  source,
  confidence,
  period: 'nonPeak',
  productClass,
  tiers: US_TIERS_2026,
  priceBands: BANDS_2026,
  tables: usTables(def, COLUMNS_2026),
  overmax: OVERMAX_2026,
  packagingFee: BULKY_PACKAGING_2026,
});

export const US_FBA_2026 = card2026('standard', NON_APPAREL_2026, 'high', SRC_2026);
export const US_FBA_2026_APPAREL = card2026(
  'apparel',
  APPAREL_2026,
  'medium',
  '[C-PZ-NA] only (reference §1.4, apparel); bulky and extra-large as non-apparel',
);
export const US_FBA_2026_DANGEROUS = card2026(
  'dangerousGoods',
  DANGEROUS_2026,
  'medium',
  '[C-PZ-NA] only (reference §1.4, dangerous goods)',
);

export const US_FBA_PEAK_2026: FbaCard = {
  ...US_FBA_2026,
  id: 'us-fba-peak-2026',
  effectiveFrom: '2026-10-15',
  effectiveTo: '2027-01-14',
  source: '[C-US-PEAK-TS], [C-USJSON] (match), spot-checked by [C-PZ-NA-PEAK] (reference §1.5)',
  period: 'peak',
  tables: usTables(PEAK_2026, COLUMNS_2026),
};

/** A peak window whose own rates are not known: the non-peak rates, every row flagged (low confidence). */
export function peakCopyOf(base: FbaCard, id: string, from: string, to: string, source: string): FbaCard {
  const tables: Tables = {};
  for (const [tier, byBand] of Object.entries(base.tables) as [
    SizeTier,
    Partial<Record<PriceBandId, WeightBand[]>>,
  ][]) {
    tables[tier] = Object.fromEntries(
      Object.entries(byBand).map(([band, bands]) => [
        band,
        (bands ?? []).map((b) => ({ ...b, copiedFromNonPeak: true as const })),
      ]),
    );
  }
  return {
    ...base,
    id,
    effectiveFrom: from,
    effectiveTo: to,
    source,
    confidence: 'low',
    period: 'peak',
    tables,
  };
}

const PEAK_UNCONFIRMED = 'peak rates unconfirmed (reference §1.5, §9.2): the non-peak 2026 rates are shown';
export const US_FBA_PEAK_2026_APPAREL = peakCopyOf(
  US_FBA_2026_APPAREL,
  'us-fba-peak-2026-apparel',
  '2026-10-15',
  '2027-01-14',
  `Apparel ${PEAK_UNCONFIRMED}`,
);
export const US_FBA_PEAK_2026_DANGEROUS = peakCopyOf(
  US_FBA_2026_DANGEROUS,
  'us-fba-peak-2026-dangerousGoods',
  '2026-10-15',
  '2027-01-14',
  `Dangerous goods ${PEAK_UNCONFIRMED}`,
);

export const US_FBA_CARDS: readonly FbaCard[] = [
  US_FBA_2025,
  US_FBA_PEAK_2025,
  US_FBA_2026,
  US_FBA_2026_APPAREL,
  US_FBA_2026_DANGEROUS,
  US_FBA_PEAK_2026,
  US_FBA_PEAK_2026_APPAREL,
  US_FBA_PEAK_2026_DANGEROUS,
];
