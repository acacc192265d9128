/**
 * Recommendations of the advanced ROI calculator (pro and elite):
 * - target price: the lowest price whose monthly margin reaches the target (default 30 %, the
 *   "excellent" threshold), found by scanning prices (fees are step functions of the price);
 * - packaging: the FBA fee if the same package were smaller — in the current tier without the
 *   dimensional-weight penalty (box volume ≤ unit weight × 139 in³/lb), or repacked into a smaller tier
 *   when its volume and weight fit that tier's box; savings per unit and per month;
 * - notes keyed by code (translated by the client) from the §9 thresholds.
 */
import { SIZE_TIERS, type SizeTier } from '../fees/fba-cards.ts';
import { fbaCardFor, feeOfBands } from '../fees/fba-fee.ts';
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
  const card = fbaCardFor(input.marketplace, input.date);
  if (!card) return [];
  const band =
    card.priceBands.find((b) => b.belowMinor === null || input.sellingPriceMinor < b.belowMinor) ??
    card.priceBands[card.priceBands.length - 1];
  const [a, b, c] = input.fba.package.sidesIn;
  const volume = a * b * c;
  const options: PackagingOption[] = [];
  const add = (kind: PackagingOption['kind'], tier: SizeTier, maxVolumeIn3: number, weightOz: number) => {
    const fee = feeOfBands(band.table[tier], weightOz);
    if (fee === null || fee >= fba.feeMinor) return;
    const saving = fba.feeMinor - fee;
    options.push({
      kind,
      tier,
      maxVolumeIn3: Math.round(maxVolumeIn3 * 100) / 100,
      feeMinor: fee,
      savingPerUnitMinor: saving,
      savingPerMonthMinor: saving * input.monthlySales,
    });
  };
  if (card.dimensionalTiers.includes(fba.tier) && fba.dimensionalWeightOz > fba.unitWeightOz)
    add(
      'removeDimensionalWeight',
      fba.tier,
      (fba.unitWeightOz / 16) * card.dimensionalDivisor,
      fba.unitWeightOz,
    );
  const current = SIZE_TIERS.indexOf(fba.tier);
  for (const limit of card.tierLimits) {
    if (SIZE_TIERS.indexOf(limit.tier) >= current) continue;
    const boxVolume = limit.longestIn * limit.medianIn * limit.shortestIn;
    if (volume > boxVolume) continue;
    const weight = card.dimensionalTiers.includes(limit.tier) ? fba.shippingWeightOz : fba.unitWeightOz;
    if (weight > limit.maxWeightOz) continue;
    add('smallerTier', limit.tier, boxVolume, weight);
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
