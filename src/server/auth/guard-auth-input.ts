import { z } from 'zod';
import { isUnstorableText, pathOfUnstorableText } from '../http/validate.ts';
import { AppError } from '../lib/app-error.ts';

/**
 * Bodies better-auth accepts as free-form records and writes to columns as they come: their fields
 * are checked here first (a null name would otherwise end as a not-null violation, a 500).
 */
const FREE_FORM_BODIES: Record<string, z.ZodType> = {
  '/api/auth/update-user': z.looseObject({
    name: z.string().trim().min(1).max(100).optional(),
    image: z.string().max(2048).nullable().optional(),
  }),
  '/api/auth/admin/update-user': z.looseObject({
    data: z
      .looseObject({
        name: z.string().trim().min(1).max(100).optional(),
        image: z.string().max(2048).nullable().optional(),
        emailVerified: z.boolean().optional(),
      })
      .optional(),
  }),
};

/**
 * Checks a call to /api/auth before better-auth gets it; a refusal is `validation_failed` with the
 * field, as on our own routes:
 * - a NUL character or a lone surrogate in the path, the query or a JSON body (better-auth hands
 *   ids, tokens and names to PostgreSQL, which cannot store them: a 500) — reason `invalid_characters`;
 * - the fields of the free-form bodies above.
 */
export function guardAuthInput(url: string, body: ArrayBuffer | undefined) {
  const { pathname, searchParams } = new URL(url);
  const refuse = (field: string, reason = 'invalid_characters') => {
    throw new AppError('validation_failed', 400, { field, reason });
  };
  if (isUnstorableText(decodeSafely(pathname))) refuse('path');
  for (const [key, value] of searchParams) if (isUnstorableText(`${key}${value}`)) refuse(key);
  if (!body?.byteLength) return;
  const text = new TextDecoder().decode(body);
  if (text.includes('\u0000')) refuse('');
  const json = parseJson(text);
  const bad = text.includes('\\u') ? pathOfUnstorableText(json) : null;
  if (bad !== null) refuse(bad);
  const rules = FREE_FORM_BODIES[pathname];
  const checked = rules && json !== undefined ? rules.safeParse(json) : null;
  if (checked && !checked.success) {
    const issue = checked.error.issues[0];
    refuse(issue?.path.join('.') ?? '', issue?.code ?? 'invalid');
  }
}

function decodeSafely(text: string) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The JSON body, or undefined when it is not JSON (better-auth answers that itself). */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
