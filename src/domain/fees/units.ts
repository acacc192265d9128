/** Unit conversions for package dimensions and weights. US cards work in inches and ounces, the others in cm and g. */
export const OUNCES_PER_POUND = 16;
export const GRAMS_PER_OUNCE = 28.349523125;
export const CM_PER_INCH = 2.54;
export const CUBIC_INCHES_PER_CUBIC_FOOT = 1728;

export type LengthUnit = 'in' | 'cm';
export type WeightUnit = 'oz' | 'lb' | 'g' | 'kg';

export const toInches = (value: number, unit: LengthUnit) => (unit === 'in' ? value : value / CM_PER_INCH);
export const toCm = (value: number, unit: LengthUnit) => (unit === 'cm' ? value : value * CM_PER_INCH);

export function toOunces(value: number, unit: WeightUnit): number {
  switch (unit) {
    case 'oz':
      return value;
    case 'lb':
      return value * OUNCES_PER_POUND;
    case 'g':
      return value / GRAMS_PER_OUNCE;
    case 'kg':
      return (value * 1000) / GRAMS_PER_OUNCE;
  }
}

export const toGrams = (value: number, unit: WeightUnit) => toOunces(value, unit) * GRAMS_PER_OUNCE;

/** Rounds away floating-point noise (e.g. 3.0000000000000004) before comparing with table bounds. */
export const clean = (n: number) => Math.round(n * 1e9) / 1e9;

/**
 * Tolerance of a comparison with a band's upper bound, in the card's weight unit: a weight that is
 * over a bound by less than this (3.2500000001 lb read from a conversion) stays in the band and does
 * not start a new step (reference §8, "Increment counting").
 */
export const WEIGHT_EPSILON = 1e-6;

/** Whole steps of `step` above `above` that `weight` starts (0 at or below), with the epsilon. */
export const stepsAbove = (weight: number, above: number, step: number) =>
  weight - above <= WEIGHT_EPSILON ? 0 : Math.ceil(clean((weight - above - WEIGHT_EPSILON) / step));
