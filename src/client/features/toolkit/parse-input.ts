import type { ParsePayload } from 'zod/v4/core';
import type { CurrencyCode } from '#domain/marketplaces.ts';
import { minorUnitsPerMajor } from '#domain/money.ts';

/** Form text → numbers. Accepts "12.5", "12,50", " 1 234,5 " (fr). null when not a number ≥ 0. */
export function parseDecimal(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** Money text → minor units of the currency (cents; whole yen). */
export function parseMinor(text: string, currency: CurrencyCode): number | null {
  const value = parseDecimal(text);
  return value === null ? null : Math.round(value * minorUnitsPerMajor(currency));
}

/** Money text → cents (rounded to the cent). */
export function parseCents(text: string): number | null {
  const value = parseDecimal(text);
  return value === null ? null : Math.round(value * 100);
}

/** A whole number ≥ 0. */
export function parseWhole(text: string): number | null {
  const cleaned = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  return /^\d+$/.test(cleaned) ? Number(cleaned) : null;
}

/** Percent text → basis points (15 → 1500, 15.3 → 1530); null above 100 %. */
export function parsePercentBp(text: string): number | null {
  const value = parseDecimal(text);
  return value === null || value > 100 ? null : Math.round(value * 100);
}

/** Zero refused (a price, a package side): null, so that it is reported like a wrong number. */
export const positive = (n: number | null) => (n === 0 ? null : n);

/**
 * In a form schema's transform: the numbers read from the text, or undefined after reporting each
 * field that did not read, on its own path, with the message "Enter a number (0 or more)."
 */
export function readNumbers<K extends string>(
  ctx: ParsePayload,
  read: Record<K, number | null>,
): Record<K, number> | undefined {
  const bad = Object.entries(read).filter(([, n]) => n === null);
  for (const [key] of bad)
    ctx.issues.push({ code: 'custom', message: 'roi.invalidNumber', input: ctx.value, path: [key] });
  return bad.length ? undefined : (read as Record<K, number>);
}
