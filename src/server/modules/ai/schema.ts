import { z } from 'zod';
import { isLanguage } from '#domain/languages.ts';
import { AppError } from '#server/lib/app-error.ts';

export const reportPeriodBody = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  month: z.coerce.number().int().min(1).max(12).optional(),
});

/** The month asked for, the current one (UTC) by default; months after the current one are refused. */
export function reportPeriod(input: { year?: number; month?: number }, now: Date) {
  const year = input.year ?? now.getUTCFullYear();
  const month = input.month ?? now.getUTCMonth() + 1;
  if (year * 12 + month > now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
    throw new AppError('report_period_in_future', 400);
  return { year, month };
}

export const CONSULTATION_QUESTION_MAX = 2000;

/** `{ question, context? }`; context is accepted for compatibility and ignored (the server reads the user's data). */
export function parseConsultationBody(body: unknown): string {
  const question = (body as { question?: unknown } | null)?.question;
  if (typeof question !== 'string') throw new AppError('consultation_question_empty', 400);
  const trimmed = question.trim();
  if (!trimmed) throw new AppError('consultation_question_empty', 400);
  if (trimmed.length > CONSULTATION_QUESTION_MAX)
    throw new AppError('consultation_question_too_long', 400, { max: CONSULTATION_QUESTION_MAX });
  return trimmed;
}

export const LISTING_KEYWORDS_MAX = 20;

export const listingBody = z.object({
  productName: z.string().trim().max(200).optional(),
  asin: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{10}$/)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  keywords: z.array(z.string().trim().max(80)).max(LISTING_KEYWORDS_MAX),
  language: z
    .string()
    .refine((v) => isLanguage(v))
    .optional(),
});
export type ListingBody = z.infer<typeof listingBody>;
