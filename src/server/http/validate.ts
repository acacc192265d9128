import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { AppError } from '../lib/app-error.ts';

/**
 * Request validation for routes: `validate('json', schema)` then `c.req.valid('json')`.
 * A refusal is `validation_failed` with the first failing field and the zod reason.
 */
export const validate = <T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) =>
  zValidator(target, schema, (result) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      const params: Record<string, string | number> = {
        field: issue?.path.join('.') ?? '',
        reason: issue?.code ?? 'invalid',
      };
      if (issue && 'minimum' in issue) params.min = Number(issue.minimum);
      if (issue && 'maximum' in issue) params.max = Number(issue.maximum);
      throw new AppError('validation_failed', 400, params);
    }
  });
