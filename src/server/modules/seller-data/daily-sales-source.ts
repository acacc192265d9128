import type { SalesHistorySource } from '../toolkit/sales-history.ts';
import { getUnitsSoldHistory } from './get-units-sold.ts';

const HISTORY_DAYS = 365;

/**
 * The inventory forecast's sales history from the seller's own data: exact daily units of the
 * ASIN over the last year (days synced from SP-API or imported one day at a time). Ready to be
 * passed where the toolkit routes use `noSalesHistory`.
 */
export const sellerDailySales: SalesHistorySource = async ({ db, userId, asin }) => {
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - (HISTORY_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  return (await getUnitsSoldHistory({ db, userId, asin, from, to })).daily;
};
