import { formatMoney } from '#client/lib/format.ts';
import { type CurrencyCode, minorUnitsPerMajor } from '#domain/marketplaces.ts';

/** Seller data keeps money in minor units of its currency (cents; whole yen for JPY). */
export const toMajor = (minor: number, currency: string) =>
  minor / minorUnitsPerMajor(currency as CurrencyCode);

export const formatMinor = (minor: number, currency: string, lng: string) =>
  formatMoney(Math.round(toMajor(minor, currency) * 100), currency, lng);

export const formatMajor = (major: number, currency: string, lng: string) =>
  formatMoney(Math.round(major * 100), currency, lng);
