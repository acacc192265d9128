import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { advancedRoiDefaults, advancedRoiSchema } from './advanced-roi-schema.ts';

const filled = {
  ...advancedRoiDefaults,
  price: '25',
  cost: '6',
  shipping: '1',
  advertising: '200',
  sales: '300',
  l: '10',
  w: '6',
  h: '1.5',
  weight: '12',
};

/** The paths of the fields refused, each with its message. */
const refused = (text: typeof filled) => {
  const result = z.safeParse(advancedRoiSchema, text);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('advanced ROI form schema', () => {
  it('turns the typed text into the request, in minor units and inches/ounces', () => {
    expect(z.parse(advancedRoiSchema, filled)).toEqual({
      marketplace: 'US',
      sellingPriceCents: 2500,
      productCostCents: 600,
      shippingCents: 100,
      advertisingCents: 20000,
      monthlySales: 300,
      referral: { category: 'homeKitchen' },
      fba: { package: { sidesIn: [10, 6, 1.5], unitWeightOz: 12 } },
      storageMonths: 1,
    });
  });

  it('converts centimetres and grams, and reads French decimals', () => {
    const out = z.parse(advancedRoiSchema, {
      ...filled,
      l: '25,4',
      w: '2.54',
      h: '2,54',
      lengthUnit: 'cm',
      weight: '1',
      weightUnit: 'lb',
    });
    expect(out.fba).toEqual({ package: { sidesIn: [10, 1, 1], unitWeightOz: 16 } });
  });

  it('reports every figure that does not read, on its own field', () => {
    expect(refused({ ...filled, price: '0', sales: 'abc', h: '' })).toEqual([
      'price: roi.invalidNumber',
      'sales: roi.invalidNumber',
      'h: roi.invalidNumber',
    ]);
  });

  it('uses the entered fees where the user chose them, and ignores the package then', () => {
    const out = z.parse(advancedRoiSchema, {
      ...filled,
      referralMode: 'percent',
      feePercent: '8',
      fbaMode: 'fee',
      fbaFee: '3,10',
      l: '',
    });
    expect(out.referral).toEqual({ percentBp: 800 });
    expect(out.fba).toEqual({ feeCents: 310 });
  });

  it('every marketplace computes the FBA fee from the package; yen have no minor unit', () => {
    const de = z.parse(advancedRoiSchema, { ...filled, marketplace: 'DE', fbaMode: 'package' });
    expect('package' in de.fba).toBe(true);
    const jp = z.parse(advancedRoiSchema, { ...filled, marketplace: 'JP', price: '2480' });
    expect(jp.sellingPriceCents).toBe(2480);
  });
});
