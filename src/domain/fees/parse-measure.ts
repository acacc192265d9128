/**
 * Sizes and weights as people type them (`fees:estimate` command): "25.4x15.24x3.81cm",
 * "10 x 6 x 1.5 in", "312g", "11oz", "0.7 lb", "1.2kg". Null when the text is not one.
 */
import { toInches, toOunces } from './units.ts';

const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
const SIDES = new RegExp(
  String.raw`^\s*${NUMBER}\s*[x×*]\s*${NUMBER}\s*[x×*]\s*${NUMBER}\s*(cm|mm|in)\s*$`,
  'i',
);
const WEIGHT = new RegExp(String.raw`^\s*${NUMBER}\s*(g|kg|oz|lb|lbs)\s*$`, 'i');
const num = (s: string) => Number(s.replace(',', '.'));

/** Three sides in inches, or null. */
export function parseSides(text: string): [number, number, number] | null {
  const m = SIDES.exec(text);
  if (!m) return null;
  const unit = m[4].toLowerCase();
  const sides = [m[1], m[2], m[3]].map((v) => {
    const n = num(v);
    return unit === 'in' ? n : toInches(unit === 'mm' ? n / 10 : n, 'cm');
  });
  return sides.every((s) => Number.isFinite(s) && s > 0) ? (sides as [number, number, number]) : null;
}

/** A weight in ounces, or null. */
export function parseWeight(text: string): number | null {
  const m = WEIGHT.exec(text);
  if (!m) return null;
  const unit = m[2].toLowerCase();
  const oz = toOunces(num(m[1]), unit === 'lbs' ? 'lb' : (unit as 'g' | 'kg' | 'oz' | 'lb'));
  return Number.isFinite(oz) && oz > 0 ? oz : null;
}
