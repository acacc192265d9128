import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { $ZodIssue, $ZodType } from 'zod/v4/core';
import { AppError } from '../lib/app-error.ts';

/** Text PostgreSQL cannot store: a NUL character (text, jsonb) or a lone UTF-16 surrogate (jsonb). */
export const isUnstorableText = (text: string) => text.includes('\u0000') || !text.isWellFormed();

/**
 * The path of the first string inside `value` PostgreSQL could not store (it would end as a 500),
 * or null when there is none.
 */
export function pathOfUnstorableText(value: unknown, path: (string | number)[] = []): string | null {
  if (typeof value === 'string') return isUnstorableText(value) ? path.join('.') : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = pathOfUnstorableText(item, [...path, i]);
      if (found !== null) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = pathOfUnstorableText(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * Request validation for routes: `validate('json', schema)` then `c.req.valid('json')`.
 * A refusal is `validation_failed` with the first failing field and the zod reason; a string with
 * a NUL character or a lone surrogate is refused the same way (reason `invalid_characters`).
 */
export const validate = <T extends $ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) =>
  zValidator(target, schema, (result) => {
    if (!result.success) throw validationFailed(result.error.issues[0]);
    const bad = pathOfUnstorableText(result.data);
    if (bad !== null)
      throw new AppError('validation_failed', 400, { field: bad, reason: 'invalid_characters' });
  });

/** The refusal of a failed validation: its first failing field and the zod reason. */
export function validationFailed(issue: $ZodIssue | undefined): AppError {
  const params: Record<string, string | number> = {
    field: issue?.path.join('.') ?? '',
    reason: issue?.code ?? 'invalid',
  };
  if (issue && 'minimum' in issue) params.min = Number(issue.minimum);
  if (issue && 'maximum' in issue) params.max = Number(issue.maximum);
  return new AppError('validation_failed', 400, params);
}
