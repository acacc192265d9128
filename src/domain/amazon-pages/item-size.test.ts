import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDecimal, parseSize, parseWeight } from './item-size.ts';

describe('parseSize and parseWeight', () => {
  it('read the values of the details rows, in every unit and language', () => {
    // Values as the saved pages and 2024–2026 captures print them (tests/fixtures/amazon-pages).
    expect(parseSize('75 x 54 x 14 inches')).toEqual({ lengthCm: 190.5, widthCm: 137.16, heightCm: 35.56 });
    expect(parseSize('6.5 x 4.1 x 2.6 inches ; 4.2 ounces')).toEqual({
      lengthCm: 16.51,
      widthCm: 10.41,
      heightCm: 6.6,
    });
    expect(parseSize('7.2"L x 6.9"W x 2.1"H')).toEqual({ lengthCm: 18.29, widthCm: 17.53, heightCm: 5.33 });
    expect(parseSize('22 x 30 x 45 cm; 1,1 Kilogramm', ',')).toEqual({
      lengthCm: 22,
      widthCm: 30,
      heightCm: 45,
    });
    expect(parseSize('19 x 8,5 x 4,6 cm; 135,4 Gramm', ',')).toEqual({
      lengthCm: 19,
      widthCm: 8.5,
      heightCm: 4.6,
    });
    expect(parseSize('7 x 7 x 19 centimetres')).toEqual({ lengthCm: 7, widthCm: 7, heightCm: 19 });
    expect(parseSize('35.6 x 26.6 x 25 centímetros', ',')).toEqual({
      lengthCm: 35.6,
      widthCm: 26.6,
      heightCm: 25,
    });
    expect(parseSize('6 x 6 x 6 millimetres')).toEqual({ lengthCm: 0.6, widthCm: 0.6, heightCm: 0.6 });
    expect(parseSize('30 x 20 x 10 cm; 500 g', '.')).toEqual({ lengthCm: 30, widthCm: 20, heightCm: 10 });
    expect(parseSize('25,4 x 15,24 x 3,81 Zentimeter', ',')).toBeNull(); // no unit we know: not guessed
    expect(parseSize('Medium')).toBeNull();
    expect(parseSize('3 x 2 pieces')).toBeNull();

    expect(parseWeight('41.4 pounds')).toBe(18778.7);
    expect(parseWeight('4.2 ounces (View shipping rates and policies)')).toBe(119.1);
    expect(parseWeight('1,1 Kilogramm', ',')).toBe(1100);
    expect(parseWeight('135,4 Gramm', ',')).toBe(135.4);
    expect(parseWeight('1.86 Kilograms')).toBe(1860);
    expect(parseWeight('500 grammes')).toBe(500);
    expect(parseWeight('1,2 chilogrammi', ',')).toBe(1200);
    expect(parseWeight('500 gramos')).toBe(500);
    expect(parseWeight('500 グラム')).toBe(500);
    expect(parseWeight('1.2 キログラム')).toBe(1200);
    expect(parseWeight('0.4 Pounds')).toBe(181.4);
    expect(parseWeight('Spandex')).toBeNull();
  });

  it('tell a decimal mark from a thousands separator by the digits after it and the page language', () => {
    expect(parseDecimal('28.5', ',')).toBe(28.5); // amazon.com.br prints "28.5 cm"
    expect(parseDecimal('8,5', ',')).toBe(8.5);
    expect(parseDecimal('1,100', ',')).toBe(1.1); // "1,100 Kilogramm"
    expect(parseDecimal('1,100', '.')).toBe(1100); // "1,100 pounds"
    expect(parseDecimal('1.100', ',')).toBe(1100);
    expect(parseDecimal('1,234.5', '.')).toBe(1234.5);
    expect(parseDecimal('1.234,5', ',')).toBe(1234.5);
    expect(parseDecimal('1,234,5')).toBeNull();
    expect(parseDecimal('0.0762')).toBe(0.0762);
  });
});

const UNITS: { unit: string; cm: number; mark: ',' | '.' }[] = [
  { unit: 'cm', cm: 1, mark: ',' },
  { unit: 'cm', cm: 1, mark: '.' },
  { unit: 'inches', cm: 2.54, mark: '.' },
  { unit: 'mm', cm: 0.1, mark: ',' },
  { unit: 'centimetres', cm: 1, mark: '.' },
  { unit: 'Zentimeter', cm: 1, mark: ',' },
];
const WEIGHTS: { unit: string; g: number; mark: ',' | '.' }[] = [
  { unit: 'g', g: 1, mark: ',' },
  { unit: 'Gramm', g: 1, mark: ',' },
  { unit: 'kg', g: 1000, mark: ',' },
  { unit: 'Kilograms', g: 1000, mark: '.' },
  { unit: 'pounds', g: 453.59237, mark: '.' },
  { unit: 'ounces', g: 28.349523125, mark: '.' },
  { unit: 'grammes', g: 1, mark: ',' },
  { unit: 'gramos', g: 1, mark: ',' },
];

/** A number with two decimals at most, printed the way the page language does. */
const printed = (hundredths: number, mark: ',' | '.') => {
  const n = (hundredths / 100).toString();
  return mark === ',' ? n.replace('.', ',') : n;
};

describe('size and weight formats (property)', () => {
  it('reads back any three sides in any unit and decimal mark', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 9999 }), { minLength: 3, maxLength: 3 }),
        fc.constantFrom(...UNITS.filter((u) => u.unit !== 'Zentimeter')),
        fc.constantFrom(' x ', 'x', ' × ', ' X '),
        (sides, { unit, cm, mark }, times) => {
          const text = `${sides.map((s) => printed(s, mark)).join(times)} ${unit}`;
          const size = parseSize(text, mark);
          // As the reader converts: millimetres divided by 10, inches times 2.54.
          const toCm = (v: number) => (cm < 1 ? v / 10 : v * cm);
          const expected = sides.map((s) => Math.round(toCm(s / 100) * 100) / 100);
          if (expected.some((e) => e <= 0 || e > 500)) expect(size).toBeNull();
          else expect(size).toEqual({ lengthCm: expected[0], widthCm: expected[1], heightCm: expected[2] });
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('reads back any weight in any unit and decimal mark, after a size or alone', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999 }),
        fc.constantFrom(...WEIGHTS),
        fc.constantFrom('', '30 x 20 x 10 cm; '),
        (hundredths, { unit, g, mark }, before) => {
          const grams = Math.round((hundredths / 100) * g * 10) / 10;
          if (grams <= 0 || grams > 500_000) return;
          expect(parseWeight(`${before}${printed(hundredths, mark)} ${unit}`, mark)).toBe(grams);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('never throws, and a size it reads is three positive sides within 500 cm', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 60 }),
        fc.constantFrom<',' | '.' | 'auto'>(',', '.', 'auto'),
        (t, m) => {
          const size = parseSize(t, m);
          if (size) for (const side of Object.values(size)) expect(side > 0 && side <= 500).toBe(true);
          const w = parseWeight(t, m);
          if (w !== null) expect(w > 0).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
