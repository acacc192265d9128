/**
 * Brand Analytics documents of the SP-API stand-in, in the shapes of Amazon's report schemas
 * (sellingPartnerSearchTermsReport.json, sellingPartnerSearchQueryPerformanceReport.json).
 */
export interface StandInSearchTerm {
  departmentName: string;
  searchTerm: string;
  searchFrequencyRank: number;
  /** The top clicked ASINs in order (Amazon gives three). */
  clicked: { asin: string; clickShare: number; conversionShare: number }[];
}

export interface StandInQueryPerformance {
  asin: string;
  searchQuery: string;
  searchQueryScore: number;
  searchQueryVolume: number;
  totalImpressions: number;
  asinImpressions: number;
  totalClicks: number;
  asinClicks: number;
  totalPurchases: number;
  asinPurchases: number;
}

export interface StandInBrandAnalytics {
  /** Without the role, Amazon refuses the reports' createReport with 403 Unauthorized. */
  role: boolean;
  searchTerms: StandInSearchTerm[];
  queryPerformance: StandInQueryPerformance[];
  /** How the next reports end instead of DONE (one each, in order): the Reports API's other end states. */
  endNext: ('FATAL' | 'CANCELLED')[];
  /** The next downloads of a document answered 500 by its host. */
  failDownloads: number;
}

export const BRAND_ANALYTICS_REPORTS = [
  'GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT',
  'GET_BRAND_ANALYTICS_SEARCH_QUERY_PERFORMANCE_REPORT',
];

const DAY_MS = 86_400_000;

/**
 * Amazon's check of a WEEK period (a FATAL report otherwise): it starts on a Sunday and ends on the
 * Saturday after.
 */
export function validWeek(start: string, end: string): boolean {
  const s = Date.parse(`${start.slice(0, 10)}T00:00:00Z`);
  const e = Date.parse(`${end.slice(0, 10)}T00:00:00Z`);
  return new Date(s).getUTCDay() === 0 && e - s === 6 * DAY_MS;
}

const ratio = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0);
const money = (amount: number, currencyCode: string) => ({ amount, currencyCode });

/** The report document of a Brand Analytics report, as Amazon's schema shapes it. */
export function brandAnalyticsDocument(o: {
  reportType: string;
  reportOptions: Record<string, string>;
  start: string;
  end: string;
  marketplaceIds: string[];
  currency: string;
  data: StandInBrandAnalytics;
}): unknown {
  const reportSpecification = {
    reportType: o.reportType,
    reportOptions: o.reportOptions,
    dataStartTime: o.start,
    dataEndTime: o.end,
    marketplaceIds: o.marketplaceIds,
  };
  if (o.reportType === 'GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT')
    return {
      reportSpecification,
      dataByDepartmentAndSearchTerm: o.data.searchTerms.flatMap((t) =>
        t.clicked.map((c, i) => ({
          departmentName: t.departmentName,
          searchTerm: t.searchTerm,
          searchFrequencyRank: t.searchFrequencyRank,
          clickedAsin: c.asin,
          clickShareRank: i + 1,
          clickShare: c.clickShare,
          conversionShare: c.conversionShare,
        })),
      ),
    };
  const asked = new Set((o.reportOptions.asin ?? '').split(' '));
  const price = money(19.99, o.currency);
  return {
    reportSpecification,
    dataByAsin: o.data.queryPerformance
      .filter((q) => asked.has(q.asin))
      .map((q) => ({
        startDate: o.start,
        endDate: o.end,
        asin: q.asin,
        searchQueryData: {
          searchQuery: q.searchQuery,
          searchQueryScore: q.searchQueryScore,
          searchQueryVolume: q.searchQueryVolume,
        },
        impressionData: {
          totalQueryImpressionCount: q.totalImpressions,
          asinImpressionCount: q.asinImpressions,
          asinImpressionShare: ratio(q.asinImpressions, q.totalImpressions),
        },
        clickData: {
          totalClickCount: q.totalClicks,
          totalClickRate: ratio(q.totalClicks, q.totalImpressions),
          asinClickCount: q.asinClicks,
          asinClickShare: ratio(q.asinClicks, q.totalClicks),
          totalMedianClickPrice: price,
          asinMedianClickPrice: price,
          totalSameDayShippingClickCount: 0,
          totalOneDayShippingClickCount: 0,
          totalTwoDayShippingClickCount: q.totalClicks,
        },
        cartAddData: {
          totalCartAddCount: q.totalPurchases,
          totalCartAddRate: ratio(q.totalPurchases, q.totalImpressions),
          asinCartAddCount: q.asinPurchases,
          asinCartAddShare: ratio(q.asinPurchases, q.totalPurchases),
          totalMedianCartAddPrice: price,
          asinMedianCartAddPrice: price,
          totalSameDayShippingCartAddCount: 0,
          totalOneDayShippingCartAddCount: 0,
          totalTwoDayShippingCartAddCount: q.totalPurchases,
        },
        purchaseData: {
          totalPurchaseCount: q.totalPurchases,
          totalPurchaseRate: ratio(q.totalPurchases, q.totalImpressions),
          asinPurchaseCount: q.asinPurchases,
          asinPurchaseShare: ratio(q.asinPurchases, q.totalPurchases),
          totalMedianPurchasePrice: price,
          asinMedianPurchasePrice: price,
          totalSameDayShippingPurchaseCount: 0,
          totalOneDayShippingPurchaseCount: 0,
          totalTwoDayShippingPurchaseCount: q.totalPurchases,
        },
      })),
  };
}
