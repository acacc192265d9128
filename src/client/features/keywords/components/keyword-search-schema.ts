import * as z from 'zod/mini';
import { isAsin } from '#domain/asin.ts';
import { MARKETPLACE_CODES } from '#domain/marketplaces.ts';
import type { KeywordAnalysisInput } from '../api/keyword-analysis.ts';

/** What the one text field is, chosen by the page's tab. */
export const KEYWORD_SEARCH_MODES = ['keyword', 'asin'] as const;
export type KeywordSearchMode = (typeof KEYWORD_SEARCH_MODES)[number];

/**
 * The keyword research form as typed → the analysis asked for: the text is a keyword or a
 * competitor's ASIN, by tab. Typed with the contract's request, so a field renamed on the server
 * breaks this schema's compilation.
 */
export const keywordSearchSchema = z.pipe(
  z.object({
    mode: z.enum(KEYWORD_SEARCH_MODES),
    text: z.string(),
    marketplace: z.enum(MARKETPLACE_CODES),
    /** Reverse ASIN: keep brand names and model numbers among the keywords. */
    withBrands: z.boolean(),
  }),
  z.transform((v, ctx): KeywordAnalysisInput => {
    const text = v.text.trim();
    const problem =
      text === ''
        ? v.mode === 'asin'
          ? 'asinRequired'
          : 'keywordRequired'
        : v.mode === 'asin' && !isAsin(v.text)
          ? 'asinInvalid'
          : null;
    if (problem) {
      ctx.issues.push({ code: 'custom', message: problem, input: v, path: ['text'] });
      return z.NEVER;
    }
    return v.mode === 'asin'
      ? { marketplace: v.marketplace, asin: text, ...(v.withBrands ? { withBrands: true } : {}) }
      : { marketplace: v.marketplace, keyword: text };
  }),
);
