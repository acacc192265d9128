/**
 * Where the inventory forecast reads a product's daily sales. Seller data (Business Reports and
 * SP-API sales per ASIN) is stored by the seller-data module; until its query function exists this
 * source has no history, and forecasts run on the form's average daily sales (the result says which
 * source was used: `source: 'history' | 'form'`).
 */
import type { Db } from '../../db/client.ts';

export interface DailySales {
  date: string;
  units: number;
}

export type SalesHistorySource = (o: { db: Db; userId: string; asin: string }) => Promise<DailySales[]>;

export const noSalesHistory: SalesHistorySource = async () => [];
