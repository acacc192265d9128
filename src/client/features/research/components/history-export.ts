import type { TFunction } from 'i18next';
import { toCsv } from '#domain/csv.ts';
import { isCurrencyCode, money, moneyDecimal } from '#domain/money.ts';
import type { HistoryEntry } from '../api/history.ts';

/** History date format of the specification, in the user's time zone: 07/03/2026 14:05. */
export const historyDate = (iso: string) => {
  const d = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}`;
};

/** Product rows name their best result (else the keyword searched); keyword rows their keyword or ASIN. */
export const historyName = (e: HistoryEntry, t: TFunction) =>
  e.type === 'product' ? (e.productName ?? e.query ?? t('research:history.allProducts')) : (e.query ?? '');

/** The sales cell: badge figures are lower bounds, written "10000+" as in the product export. */
export const historySales = (e: HistoryEntry): string | number | null =>
  e.sales !== null && e.salesIsLowerBound && e.sales > 0 ? `${e.sales}+` : e.sales;

/** CSV columns Date, Type, Name/Keyword, Category, Price, Sales, Score (headers in the page language). */
export function historyCsv(entries: HistoryEntry[], t: TFunction): string {
  const header = ['date', 'type', 'name', 'category', 'price', 'sales', 'score'].map((k) =>
    t(`research:historyCsv.${k}`),
  );
  return toCsv(
    header,
    entries.map((e) => [
      historyDate(e.createdAt),
      t(`research:history.type.${e.type}`),
      historyName(e, t),
      e.category ?? '',
      e.priceCents === null || !isCurrencyCode(e.currency)
        ? '' // an amount is written only with its known currency's decimals
        : `${moneyDecimal(money(e.priceCents, e.currency))} ${e.currency}`,
      historySales(e),
      e.score,
    ]),
  );
}

/** The JSON export: every field of each entry (the sales figure stays a number; `salesIsLowerBound` says "at least"). */
export const historyJson = (entries: HistoryEntry[]) =>
  `${JSON.stringify(
    entries.map((e) => ({ ...e, date: historyDate(e.createdAt) })),
    null,
    2,
  )}\n`;
