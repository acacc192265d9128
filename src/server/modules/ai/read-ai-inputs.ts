import { CONSULTATION_QUESTION_MAX } from '#contracts/ai.ts';
import { AppError } from '#server/lib/app-error.ts';

/** The month asked for, the current one (UTC) by default; months after the current one are refused. */
export function reportPeriod(input: { year?: number; month?: number }, now: Date) {
  const year = input.year ?? now.getUTCFullYear();
  const month = input.month ?? now.getUTCMonth() + 1;
  if (year * 12 + month > now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
    throw new AppError('report_period_in_future', 400);
  return { year, month };
}

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
