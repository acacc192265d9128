/** Unit conversions for package dimensions and weights. Fee tables work in inches and ounces. */
export const OUNCES_PER_POUND = 16;
export const GRAMS_PER_OUNCE = 28.349523125;
export const CM_PER_INCH = 2.54;
export const CUBIC_INCHES_PER_CUBIC_FOOT = 1728;

export type LengthUnit = 'in' | 'cm';
export type WeightUnit = 'oz' | 'lb' | 'g' | 'kg';

export const toInches = (value: number, unit: LengthUnit) => (unit === 'in' ? value : value / CM_PER_INCH);

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

/** Rounds away floating-point noise (e.g. 3.0000000000000004) before comparing with table bounds. */
export const clean = (n: number) => Math.round(n * 1e9) / 1e9;
