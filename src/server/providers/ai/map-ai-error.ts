import { AppError, isAppError } from '#server/lib/app-error.ts';

/** Walks an error and what it wraps (retry errors, causes) looking for a match. */
function findInChain<T>(error: unknown, pick: (e: Record<string, unknown>) => T | undefined): T | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const e = current as Record<string, unknown>;
    const found = pick(e);
    if (found !== undefined) return found;
    current = e.lastError ?? e.cause;
  }
  return undefined;
}

export const upstreamStatusOf = (error: unknown) =>
  findInChain(error, (e) => (typeof e.statusCode === 'number' ? e.statusCode : undefined));

const isTimeout = (error: unknown) =>
  findInChain(error, (e) => (e.name === 'TimeoutError' || e.name === 'AbortError' ? true : undefined)) ??
  false;

/**
 * Turns whatever a provider call threw into one of our codes:
 * upstream 429 → ai_rate_limited (429), timeout → ai_timeout (504), anything else → ai_unavailable (502).
 */
export function mapAiError(error: unknown): AppError {
  if (isAppError(error)) return error;
  const status = upstreamStatusOf(error);
  if (status === 429) return new AppError('ai_rate_limited', 429);
  if (isTimeout(error)) return new AppError('ai_timeout', 504);
  return new AppError('ai_unavailable', 502, status && status >= 400 ? { status } : {});
}
