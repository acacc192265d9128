/**
 * Where the inventory forecast reads a product's daily sales: the seller's own data (uploaded
 * Business Reports and the SP-API sync, src/server/modules/seller-data/get-units-sold.ts), the last
 * two years. One-day periods give exact daily units; a longer period (a report covering several
 * days) is spread evenly over its days that have no one-day figure (less the units of those that do). The forecast
 * result says whether history was used (`source: 'history'`) or the form's average (`'form'`).
 */
import type { EstimateBasis } from '#domain/forecast/estimated-sales.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import { getUnitsSoldHistory } from '#server/modules/seller-data/index.ts';
import { estimatedSalesHistory } from './estimated-sales-history.ts';

export interface DailySales {
  date: string;
  units: number;
}

/** What an estimated history is made of (shown with the forecast). */
export interface SalesEstimateBasis {
  basis: EstimateBasis;
  marketplace: MarketplaceCode;
  curve: { fittedAt: string; medianApe: number; p80Ape: number } | null;
}

/** `now` defaults to the current time. */
export type SalesHistorySource = (o: {
  db: Db;
  userId: string;
  asin: string;
  now?: Date;
}) => Promise<DailySales[] | { days: DailySales[]; estimate: SalesEstimateBasis }>;

export const HISTORY_DAYS = 730;
const DAY_MS = 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

export const sellerSalesHistory = async ({
  db,
  userId,
  asin,
  now = new Date(),
}: Parameters<SalesHistorySource>[0]): Promise<DailySales[]> => {
  const history = await getUnitsSoldHistory({
    db,
    userId,
    asin,
    from: isoDay(now.getTime() - HISTORY_DAYS * DAY_MS),
    to: isoDay(now.getTime()),
  });
  const byDay = new Map<string, number>(history.daily.map((d) => [d.date, d.units]));
  for (const p of history.periods) {
    if (p.days <= 1) continue;
    const start = Date.parse(`${p.start}T00:00:00Z`);
    const days = Array.from({ length: p.days }, (_, i) => isoDay(start + i * DAY_MS));
    const known = days.filter((d) => byDay.has(d));
    const rest = days.filter((d) => !byDay.has(d));
    const left = Math.max(0, p.units - known.reduce((a, d) => a + (byDay.get(d) ?? 0), 0));
    for (const d of rest) byDay.set(d, left / rest.length);
  }
  return [...byDay].sort(([a], [b]) => a.localeCompare(b)).map(([date, units]) => ({ date, units }));
};

/**
 * The seller's own sales, else the product's sales estimated from its market history (its rank with
 * the category's calibrated curve, or its badges; estimated-sales-history.ts), the last two years.
 */
export const salesHistoryWithEstimates: SalesHistorySource = async (o) => {
  const own = await sellerSalesHistory(o);
  if (own.length) return own;
  const now = o.now ?? new Date();
  const estimated = await estimatedSalesHistory({ db: o.db, asin: o.asin, userId: o.userId, now });
  if (!estimated) return [];
  const from = isoDay(now.getTime() - HISTORY_DAYS * DAY_MS);
  return {
    days: estimated.days.filter((d) => d.date >= from),
    estimate: {
      basis: estimated.basis,
      marketplace: estimated.marketplace,
      curve: estimated.curve
        ? {
            fittedAt: estimated.curve.fittedAt,
            medianApe: estimated.curve.error.medianApe,
            p80Ape: estimated.curve.error.p80Ape,
          }
        : null,
    },
  };
};
