import * as z from 'zod/mini';
import { MARKETPLACE_CODES } from '#domain/marketplaces.ts';
import type { ScanInput } from '../api/scanner.ts';
import { parseDecimal, parseWhole } from '../parse-input.ts';

/** The criteria as typed → the scan's criteria; competition and margin are percentages (≤ 100). */
export const criteriaSchema = z.pipe(
  z.object({
    marketplace: z.enum(MARKETPLACE_CODES),
    minUnits: z.string(),
    maxCompetition: z.string(),
    minMargin: z.string(),
  }),
  z.transform((v, ctx): ScanInput => {
    const atMost100 = (n: number | null) => (n !== null && n > 100 ? null : n);
    const minUnits = parseWhole(v.minUnits);
    const maxCompetition = atMost100(parseWhole(v.maxCompetition));
    const minMarginPercent = atMost100(parseDecimal(v.minMargin));
    if (minUnits !== null && maxCompetition !== null && minMarginPercent !== null)
      return { marketplace: v.marketplace, minUnits, maxCompetition, minMarginPercent };
    const bad = minUnits === null ? 'minUnits' : maxCompetition === null ? 'maxCompetition' : 'minMargin';
    ctx.issues.push({ code: 'custom', message: 'scanner.invalid', input: v, path: [bad] });
    return z.NEVER;
  }),
);
