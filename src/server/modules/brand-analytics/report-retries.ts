import type { Logger } from '#server/lib/logger.ts';
import { createReport, getReport } from '#server/providers/amazon/sp-api/operations.ts';
import { type SpApiClient, SpApiError } from '#server/providers/amazon/sp-api/sp-api-client.ts';

/**
 * Bounded retries of a Brand Analytics report (docs/market-data.md "Brand Analytics"): Amazon's
 * 429 (past the client's own retries) and 5xx, an unreachable endpoint, and a report that ends
 * FATAL or CANCELLED — the Reports API's documented end states other than DONE — are tried again,
 * after `firstWaitMs`, then doubled, `attempts` tries in all. What is still failing then is left to
 * the job's next run (6 hours); a report still CANCELLED means Amazon has no data for the period.
 */
export interface ReportRetry {
  attempts: number;
  firstWaitMs: number;
}
export const REPORT_RETRY: ReportRetry = { attempts: 4, firstWaitMs: 60_000 };

/** A report that ended FATAL or CANCELLED at Amazon. */
export class ReportEndedError extends Error {
  readonly status: 'FATAL' | 'CANCELLED';
  constructor(reportId: string, status: 'FATAL' | 'CANCELLED') {
    super(`report ${reportId} ended ${status} at Amazon`);
    this.name = 'ReportEndedError';
    this.status = status;
  }
}

const worthAnotherTry = (e: unknown) =>
  e instanceof ReportEndedError ||
  (e instanceof SpApiError && (e.status === 429 || e.status >= 500 || e.amazonCode === 'unreachable'));

/** `work` tried again with backoff while it fails in a way another try may fix. */
export async function withReportRetries<T>(
  client: SpApiClient,
  o: { retry?: Partial<ReportRetry>; log: Logger; what: string },
  work: () => Promise<T>,
): Promise<T> {
  const { attempts, firstWaitMs } = { ...REPORT_RETRY, ...o.retry };
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (e) {
      if (attempt >= attempts || !worthAnotherTry(e)) throw e;
      const waitMs = firstWaitMs * 2 ** (attempt - 1);
      o.log.warn({ err: e, attempt, waitMs }, `${o.what}: trying again`);
      await client.sleep(waitMs);
    }
  }
}

/**
 * Requests a report and waits for its document: the document id once DONE, null when Amazon still
 * cancels it at the last try (no data for the period). A FATAL report, a 429 or a 5xx is asked again.
 */
export async function reportDocumentId(
  client: SpApiClient,
  o: {
    request: Parameters<typeof createReport>[1];
    pollMs: number;
    maxPolls: number;
    retry?: Partial<ReportRetry>;
    log: Logger;
  },
): Promise<string | null> {
  try {
    return await withReportRetries(client, { ...o, what: o.request.reportType }, async () => {
      const reportId = await createReport(client, o.request);
      for (let i = 0; i < o.maxPolls; i++) {
        const report = await getReport(client, reportId);
        if (report.processingStatus === 'DONE' && report.reportDocumentId) return report.reportDocumentId;
        if (report.processingStatus === 'FATAL' || report.processingStatus === 'CANCELLED')
          throw new ReportEndedError(reportId, report.processingStatus);
        await client.sleep(o.pollMs);
      }
      throw new Error(`report ${reportId} not ready after ${o.maxPolls} checks`);
    });
  } catch (e) {
    if (e instanceof ReportEndedError && e.status === 'CANCELLED') return null;
    throw e;
  }
}
