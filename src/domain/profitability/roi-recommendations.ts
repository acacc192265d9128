/**
 * Recommendations of the advanced ROI calculator (pro and elite):
 * - target price: the lowest price whose monthly margin reaches the target (default 30 %, the
 *   "excellent" threshold), found by scanning prices (fees are step functions of the price);
 * - packaging: the FBA fee if the same package were smaller — in the current tier without the
 *   dimensional-weight penalty (box volume ≤ unit weight × 139 in³/lb), or repacked into a smaller tier
 *   when its volume and weight fit that tier's box; savings per unit and per month;
 * - notes keyed by code (translated by the client) from the §9 thresholds.
 */
import { fbaCardFor, type SizeTier } from '../fees/fba-cards.ts';
import { feeOfBands, priceBandOf } from '../fees/fba-fee.ts';
import { applyBasisPoints } from '../fees/rate-card.ts';
import { CM_PER_INCH } from '../fees/units.ts';
import {
  type AdvancedRoiInput,
  type AdvancedRoiResult,
  costFloorMinor,
  monthlyAt,
  scanCeilingMinor,
} from './advanced-roi.ts';
import { MARGIN_EXCELLENT_BP, ratioBp } from './thresholds.ts';
import { lowestPriceWhere } from './unit-economics.ts';

export interface PackagingOption {
  kind: 'removeDimensionalWeight' | 'smallerTier';
  tier: SizeTier;
  /** Largest box volume (in³) that gets this fee. */
  maxVolumeIn3: number;
  feeMinor: number;
  savingPerUnitMinor: number;
  savingPerMonthMinor: number;
}

export type RecommendationNote =
  | { code: 'marginBelowTarget'; targetPriceMinor: number | null; targetMarginBp: number }
  | { code: 'marginMeetsTarget'; targetMarginBp: number }
  | { code: 'lossBeforeAdvertising' }
  | { code: 'breakevenAboveSales'; breakevenUnits: number; monthlySales: number }
  | { code: 'roiLow' }
  | { code: 'packagingSaving'; savingPerMonthMinor: number }
  | { code: 'noSales' };

export interface RoiRecommendations {
  targetMarginBp: number;
  /** Lowest price reaching the target margin at this volume; null when none up to 10× the price. */
  targetPriceMinor: number | null;
  packaging: PackagingOption[];
  notes: RecommendationNote[];
}

function packagingOptions(input: AdvancedRoiInput, result: AdvancedRoiResult): PackagingOption[] {
  const fba = result.unit.fbaDetail;
  if (!fba || !('package' in input.fba)) return [];
  const choice = fbaCardFor({
    marketplace: input.marketplace ?? 'US',
    date: input.date,
    productClass: fba.productClass,
  });
  if (!choice) return [];
  const { card } = choice;
  const band = priceBandOf(card, input.sellingPriceMinor);
  const tableOf = (tier: SizeTier) => card.tables[tier]?.[band] ?? card.tables[tier]?.standard ?? [];
  // Volumes in cubic inches whatever the card's unit; weights in the card's unit.
  const toIn3 = card.lengthUnit === 'in' ? 1 : 1 / CM_PER_INCH ** 3;
  const perWeightUnit = card.weightUnit === 'oz' ? 16 : 1000;
  const fuelBp = fba.lines.filter((l) => l.kind === 'fuelAndLogistics').reduce((s, l) => s + (l.bp ?? 0), 0);
  const [a, b, c] = input.fba.package.sidesIn;
  const volume = a * b * c;
  const unit = fba.unitWeight.value;
  const options: PackagingOption[] = [];
  const add = (kind: PackagingOption['kind'], tier: SizeTier, maxVolumeIn3: number, weight: number) => {
    const base = feeOfBands(tableOf(tier), weight);
    if (base === null) return;
    const fee = base + applyBasisPoints(base, fuelBp);
    if (fee >= fba.totalMinor) return;
    const saving = fba.totalMinor - fee;
    options.push({
      kind,
      tier,
      maxVolumeIn3: Math.round(maxVolumeIn3 * 100) / 100,
      feeMinor: fee,
      savingPerUnitMinor: saving,
      savingPerMonthMinor: saving * input.monthlySales,
    });
  };
  const current = card.tiers.findIndex((t) => t.tier === fba.sizeTier);
  const currentDef = card.tiers[current];
  const chargedOnShipping = currentDef
    ? currentDef.chargedOn === 'shipping'
    : card.beyondChargedOn === 'shipping';
  if (chargedOnShipping && fba.dimensionalWeight.value > unit)
    add(
      'removeDimensionalWeight',
      fba.sizeTier,
      (unit / perWeightUnit) * card.dimensionalDivisor * toIn3,
      unit,
    );
  const smaller = current < 0 ? card.tiers : card.tiers.slice(0, current);
  for (const t of smaller) {
    if (!t.maxSides) continue;
    const boxVolume = t.maxSides[0] * t.maxSides[1] * t.maxSides[2] * toIn3;
    if (volume > boxVolume) continue;
    const weight = t.chargedOn === 'unit' ? unit : fba.shippingWeight.value;
    if (t.maxUnitWeight !== undefined && unit > t.maxUnitWeight) continue;
    if (t.maxShippingWeight !== undefined && weight > t.maxShippingWeight) continue;
    add('smallerTier', t.tier, boxVolume, weight);
  }
  return options.sort((x, y) => y.savingPerUnitMinor - x.savingPerUnitMinor);
}

export function roiRecommendations(
  input: AdvancedRoiInput,
  result: AdvancedRoiResult,
  targetMarginBp = MARGIN_EXCELLENT_BP,
): RoiRecommendations {
  const notes: RecommendationNote[] = [];
  if (input.monthlySales <= 0) notes.push({ code: 'noSales' });
  const targetPriceMinor =
    input.monthlySales > 0
      ? lowestPriceWhere(
          (p) => {
            const m = monthlyAt(input, p);
            const bp = ratioBp(m.profitMinor, m.revenueMinor);
            return bp !== null && bp >= targetMarginBp;
          },
          costFloorMinor(input),
          scanCeilingMinor(input.sellingPriceMinor),
        )
      : null;
  if (input.monthlySales > 0) {
    if (result.marginBp !== null && result.marginBp >= targetMarginBp)
      notes.push({ code: 'marginMeetsTarget', targetMarginBp });
    else notes.push({ code: 'marginBelowTarget', targetPriceMinor, targetMarginBp });
  }
  if (result.unit.contributionMinor <= 0) notes.push({ code: 'lossBeforeAdvertising' });
  else if (
    result.breakevenUnits !== null &&
    result.breakevenUnits > input.monthlySales &&
    input.monthlySales > 0
  )
    notes.push({
      code: 'breakevenAboveSales',
      breakevenUnits: result.breakevenUnits,
      monthlySales: input.monthlySales,
    });
  if (result.roiRating === 'low' && input.monthlySales > 0) notes.push({ code: 'roiLow' });
  const packaging = packagingOptions(input, result);
  if (packaging.length > 0 && input.monthlySales > 0)
    notes.push({ code: 'packagingSaving', savingPerMonthMinor: packaging[0].savingPerMonthMinor });
  return { targetMarginBp, targetPriceMinor, packaging, notes };
}
