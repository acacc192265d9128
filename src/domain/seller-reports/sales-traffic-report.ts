import { type AsinSalesTraffic, type DailySalesTraffic, sumFigures } from './business-report.ts';
import { toMinorUnits } from './report-numbers.ts';
import { ReportError } from './report-table.ts';

/** The parts of the SP-API GET_SALES_AND_TRAFFIC_REPORT document (JSON) that Scout reads. */
interface Money {
  amount: number;
  currencyCode: string;
}
interface Sales {
  orderedProductSales?: Money;
  orderedProductSalesB2B?: Money;
  unitsOrdered?: number;
  unitsOrderedB2B?: number;
  totalOrderItems?: number;
}
interface Traffic {
  browserSessions?: number;
  mobileAppSessions?: number;
  sessions?: number;
  browserPageViews?: number;
  mobileAppPageViews?: number;
  pageViews?: number;
  buyBoxPercentage?: number;
}
export interface SalesAndTrafficDocument {
  reportSpecification?: { reportType?: string; dataStartTime?: string; dataEndTime?: string };
  salesAndTrafficByDate?: { date: string; salesByDate?: Sales; trafficByDate?: Traffic }[];
  salesAndTrafficByAsin?: {
    parentAsin?: string;
    childAsin?: string;
    sku?: string;
    salesByAsin?: Sales;
    trafficByAsin?: Traffic;
  }[];
}

const figures = (sales: Sales | undefined, traffic: Traffic | undefined, minorPerMajor: number) => ({
  orderedSalesMinor: toMinorUnits(sales?.orderedProductSales?.amount ?? 0, minorPerMajor),
  orderedSalesB2bMinor:
    sales?.orderedProductSalesB2B === undefined
      ? null
      : toMinorUnits(sales.orderedProductSalesB2B.amount, minorPerMajor),
  unitsOrdered: sales?.unitsOrdered ?? 0,
  unitsOrderedB2b: sales?.unitsOrderedB2B ?? null,
  totalOrderItems: sales?.totalOrderItems ?? 0,
  sessions: traffic?.sessions ?? 0,
  sessionsBrowser: traffic?.browserSessions ?? null,
  sessionsMobile: traffic?.mobileAppSessions ?? null,
  pageViews: traffic?.pageViews ?? 0,
  pageViewsBrowser: traffic?.browserPageViews ?? null,
  pageViewsMobile: traffic?.mobileAppPageViews ?? null,
  buyBoxPercent: traffic?.buyBoxPercentage ?? null,
});

/** One day's Sales and Traffic report (dateGranularity DAY, asinGranularity CHILD) as stored rows. */
export function readSalesAndTrafficDocument(
  text: string,
  o: { minorPerMajor: number },
): { days: DailySalesTraffic[]; asins: AsinSalesTraffic[] } {
  let doc: SalesAndTrafficDocument;
  try {
    doc = JSON.parse(text) as SalesAndTrafficDocument;
  } catch {
    throw new ReportError('seller_report_unrecognised', { missing: 'salesAndTrafficByDate' });
  }
  const days = (doc.salesAndTrafficByDate ?? []).map((d) => ({
    date: d.date,
    ...figures(d.salesByDate, d.trafficByDate, o.minorPerMajor),
  }));
  const byAsin = new Map<string, AsinSalesTraffic>();
  for (const a of doc.salesAndTrafficByAsin ?? []) {
    const asin = (a.childAsin ?? a.parentAsin ?? '').toUpperCase();
    if (!asin) continue;
    const row: AsinSalesTraffic = {
      asin,
      parentAsin: a.parentAsin?.toUpperCase() ?? null,
      sku: a.sku ?? null,
      title: null,
      ...figures(a.salesByAsin, a.trafficByAsin, o.minorPerMajor),
    };
    const previous = byAsin.get(asin);
    byAsin.set(asin, previous ? { ...previous, ...sumFigures(previous, row) } : row);
  }
  return { days, asins: [...byAsin.values()] };
}
