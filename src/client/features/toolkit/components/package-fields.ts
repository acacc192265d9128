import * as z from 'zod/mini';
import type { LengthUnit, WeightUnit } from '#domain/fees/units.ts';

export const LENGTH_UNITS = ['in', 'cm'] as const satisfies readonly LengthUnit[];
export const WEIGHT_UNITS = ['oz', 'lb', 'g', 'kg'] as const satisfies readonly WeightUnit[];

/** The package as typed in the ROI forms (basic and advanced): three sides, a weight and their units. */
export const packageTextFields = {
  l: z.string(),
  w: z.string(),
  h: z.string(),
  lengthUnit: z.enum(LENGTH_UNITS),
  weight: z.string(),
  weightUnit: z.enum(WEIGHT_UNITS),
};

/** An empty package in inches and ounces: both forms start from it. */
export const packageTextDefaults = {
  l: '',
  w: '',
  h: '',
  lengthUnit: 'in',
  weight: '',
  weightUnit: 'oz',
} as const;
