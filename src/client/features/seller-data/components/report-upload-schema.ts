import * as z from 'zod/mini';
import { MARKETPLACE_CODES } from '#domain/marketplaces.ts';
import type { UploadInput } from '../api/seller-data.ts';

/** The choices → the upload; the period is sent only with a Business Report. */
export const reportUploadSchema = z.pipe(
  z.object({
    kind: z.enum(['business_report', 'fba_inventory']),
    marketplace: z.enum(MARKETPLACE_CODES),
    periodStart: z.string(),
    periodEnd: z.string(),
    file: z.custom<File | null>((f) => f instanceof File),
  }),
  z.transform(
    ({ file, ...v }): UploadInput => ({
      kind: v.kind,
      marketplace: v.marketplace,
      file: file as File,
      periodStart: v.kind === 'business_report' ? v.periodStart : undefined,
      periodEnd: v.kind === 'business_report' ? v.periodEnd : undefined,
    }),
  ),
);
