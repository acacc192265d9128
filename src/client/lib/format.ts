/** Display formats by language (fr: dd/MM/yyyy HH:mm, weeks start Monday). */
const locale = (lng: string) => (lng.startsWith('fr') ? 'fr-FR' : 'en-US');

export const formatNumber = (value: number, lng: string, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(locale(lng), options).format(value);

/** Money: formatMoney of src/domain/money.ts (knows each currency's decimals). */

export const formatPercent = (value: number, lng: string, digits = 1) =>
  new Intl.NumberFormat(locale(lng), { style: 'percent', maximumFractionDigits: digits }).format(value / 100);

const FR_DAY = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

export const formatDateTime = (date: Date | string, lng: string) =>
  lng.startsWith('fr')
    ? new Intl.DateTimeFormat('fr-FR', { ...FR_DAY, hour: '2-digit', minute: '2-digit' }).format(
        new Date(date),
      )
    : new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(date));

/**
 * "22 novembre 2026" in French, "November 22, 2026" in English. French writes the first of a month
 * as an ordinal: "1er décembre 2026" (Intl writes "1 décembre").
 */
export const formatLongDate = (date: Date | string, lng: string) =>
  new Intl.DateTimeFormat(locale(lng), { day: 'numeric', month: 'long', year: 'numeric' })
    .formatToParts(new Date(date))
    .map((p) => (p.type === 'day' && p.value === '1' && lng.startsWith('fr') ? '1er' : p.value))
    .join('');

export const formatShortDate = (date: Date | string, lng: string) =>
  lng.startsWith('fr')
    ? new Intl.DateTimeFormat('fr-FR', FR_DAY).format(new Date(date))
    : new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(date));

/** "3 hr. ago", "yesterday", "il y a 3 h" (ages of figures: components/figure-origin.tsx). */
export const formatRelative = (value: number, unit: Intl.RelativeTimeFormatUnit, lng: string) =>
  new Intl.RelativeTimeFormat(locale(lng), { numeric: 'auto', style: 'short' }).format(-value, unit);

/** A report's period of whole days: "Oct 1 – 30", "1–30 oct." (days as written, in UTC). */
export const formatDayRange = (start: string, end: string, lng: string) => {
  const f = new Intl.DateTimeFormat(locale(lng), {
    day: 'numeric',
    month: 'short',
    ...(start.slice(0, 4) === end.slice(0, 4) ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  });
  return f.formatRange(new Date(`${start}T12:00:00Z`), new Date(`${end}T12:00:00Z`));
};
