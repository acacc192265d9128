/**
 * Profitability thresholds of spec §9: margin under 20 % low, 20-30 % acceptable, 30 % and more
 * excellent; ROI under 50 % low, 50-100 % good, 100 % and more excellent. In basis points.
 */
export const MARGIN_ACCEPTABLE_BP = 2000;
export const MARGIN_EXCELLENT_BP = 3000;
export const ROI_GOOD_BP = 5000;
export const ROI_EXCELLENT_BP = 10_000;

export type MarginRating = 'low' | 'acceptable' | 'excellent';
export type RoiRating = 'low' | 'good' | 'excellent';

export const rateMargin = (bp: number | null): MarginRating =>
  bp === null || bp < MARGIN_ACCEPTABLE_BP ? 'low' : bp < MARGIN_EXCELLENT_BP ? 'acceptable' : 'excellent';

export const rateRoi = (bp: number | null): RoiRating =>
  bp === null || bp < ROI_GOOD_BP ? 'low' : bp < ROI_EXCELLENT_BP ? 'good' : 'excellent';

/** a / b in basis points, null when b is 0. */
export const ratioBp = (a: number, b: number) => (b === 0 ? null : Math.round((a / b) * 10_000));
