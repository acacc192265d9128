/**
 * Sizes and weights as a product page's details print them, in every unit and language Amazon
 * uses: "75 x 54 x 14 inches; 41.4 Pounds", "22 x 30 x 45 cm; 1,1 Kilogramm", "7.2"L x 6.9"W x
 * 2.1"H", "6 x 6 x 6 millimetres", "30 x 20 x 10 cm; 500 g", "8.8 ounces", "500 グラム". Converted to
 * centimetres and grams (the fee calculator's units); null when the text holds no such value.
 */

export interface Size {
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

/** "," is the decimal mark (amazon.de, .fr, .it, .es), "." (amazon.com, .co.uk, .ca, .co.jp) or unknown. */
export type DecimalMark = ',' | '.' | 'auto';

const NUM = String.raw`\d+(?:[.,]\d+)*`;
const LENGTH_UNIT = String.raw`(inches|inch|in\b|"|″|''|cm|cent[ií]m[eè]t(?:er|re|ro)s?|centimeters?|mm|mill?[ií]m[eè]t(?:er|re|ro)s?|センチメートル|センチ|ミリメートル|ミリ)`;
/** Three sides with one unit after the last ("75 x 54 x 14 inches") or after each ("7.2"L x 6.9"W x 2.1"H"). */
const SIDES = new RegExp(
  String.raw`(${NUM})\s*(?:${LENGTH_UNIT}\s*)?[LWHlwh]?\s*[x×X*]\s*(${NUM})\s*(?:${LENGTH_UNIT}\s*)?[LWHlwh]?\s*[x×X*]\s*(${NUM})\s*${LENGTH_UNIT}?\s*[LWHlwh]?`,
);
const WEIGHT = new RegExp(
  String.raw`(${NUM})\s*(pounds?|lbs?\b|ounces?|oz\b|kilograms?|kilogramm?e?s?|kilogramos?|chilogramm[io]|kg\b|grams?\b|gramm\b|grammes?|gramos?|grammi|gr\b|g\b|キログラム|グラム)`,
  'i',
);

/**
 * A number in the page's notation. One or two digits (or four and more) after the last separator
 * make it the decimal mark, whatever the page ("28.5 cm" on amazon.com.br, "8,5 cm" on
 * amazon.de); three digits after it are thousands unless it is the page's own decimal mark
 * ("1,100 Kilogramm" on amazon.de is 1.1 kg, "1,100 pounds" on amazon.com 1100 lb).
 */
export function parseDecimal(text: string, mark: DecimalMark = 'auto'): number | null {
  const t = text.trim();
  if (!/^\d+(?:[.,]\d+)*$/.test(t)) return null;
  const separators = t.match(/[.,]/g) ?? [];
  let decimal: string | null = null;
  if (separators.length > 0) {
    const last = separators[separators.length - 1];
    const digitsAfter = t.length - t.lastIndexOf(last) - 1;
    decimal = digitsAfter !== 3 || last === mark ? last : null;
    // A mark that also groups thousands before it ("1,234,5") is no number.
    if (decimal && separators.slice(0, -1).includes(decimal)) return null;
  }
  const at = decimal ? t.lastIndexOf(decimal) : t.length;
  const groups = t.slice(0, at).split(/[.,]/);
  if (groups.slice(1).some((g) => g.length !== 3)) return null;
  const value = Number(`${groups.join('')}${decimal ? `.${t.slice(at + 1)}` : ''}`);
  return Number.isFinite(value) ? value : null;
}

function centimetres(value: number, unit: string): number {
  const u = unit.toLowerCase();
  if (/^(in|"|″|'')/.test(u)) return value * 2.54;
  if (/^(mm|mil|ミリ)/.test(u)) return value / 10;
  return value;
}

function grams(value: number, unit: string): number {
  const u = unit.toLowerCase();
  if (/^(pound|lb)/.test(u)) return value * 453.59237;
  if (/^(ounce|oz)/.test(u)) return value * 28.349523125;
  if (/^(kilo|kg|chilo|キロ)/.test(u)) return value * 1000;
  return value;
}

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/** The three sides in a details value, in centimetres, each within 0–500 cm; null when none. */
export function parseSize(text: string, mark: DecimalMark = 'auto'): Size | null {
  const m = SIDES.exec(text);
  if (!m) return null;
  // Groups: side, its unit (7.2"L x …), side, its unit, side, the unit after the last side.
  const unit = m[6] ?? m[4] ?? m[2];
  if (!unit) return null;
  const numbers = [m[1], m[3], m[5]].map((s) => (s === undefined ? null : parseDecimal(s, mark)));
  if (numbers.some((n) => n === null)) return null;
  const [l, w, h] = (numbers as number[]).map((n) => round(centimetres(n, unit), 2));
  if (![l, w, h].every((n) => n > 0 && n <= 500)) return null;
  return { lengthCm: l, widthCm: w, heightCm: h };
}

/** A weight in a details value ("41.4 Pounds", "1,1 Kilogramm", "500 グラム"), in grams; null when none. */
export function parseWeight(text: string, mark: DecimalMark = 'auto'): number | null {
  const m = WEIGHT.exec(text);
  if (!m) return null;
  const n = parseDecimal(m[1], mark);
  if (n === null) return null;
  const g = round(grams(n, m[2]), 1);
  return g > 0 && g <= 500_000 ? g : null;
}
