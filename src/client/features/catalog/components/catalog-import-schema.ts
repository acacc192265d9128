import * as z from 'zod/mini';
import { MARKETPLACE_CODES } from '#domain/marketplaces.ts';

/** The file, its marketplace and the day it was observed (by default the file's own date). */
export const catalogImportSchema = z.pipe(
  z.object({
    file: z.custom<File | null>((f) => f instanceof File, 'import.fileRequired'),
    marketplace: z.enum(MARKETPLACE_CODES),
    observed: z.string(),
  }),
  z.transform(({ file, marketplace, observed }) => {
    const f = file as File;
    return {
      file: f,
      marketplace,
      observedAt: observed ? new Date(`${observed}T00:00:00Z`) : new Date(f.lastModified),
    };
  }),
);
