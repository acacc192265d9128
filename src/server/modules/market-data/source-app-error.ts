import { AppError } from '#server/lib/app-error.ts';
import { MarketSourceError } from '#server/providers/market-data/market-data-source.ts';

/**
 * A source's refusal as an error the client translates (locales errors/market-data.json):
 * `source_cap_reached` (the operator's daily cap), `source_user_share_reached` (this user's share
 * of it), `source_busy` (retryAfterSeconds), and
 * `source_refused`, `source_unreachable`, `source_bad_answer`, `source_throttled`, `source_failed`.
 */
export function sourceAppError(e: unknown): unknown {
  if (!(e instanceof MarketSourceError)) return e;
  const params = { source: e.source };
  switch (e.code) {
    case 'cap_reached':
      return new AppError(
        e.detail.scope === 'user' ? 'source_user_share_reached' : 'source_cap_reached',
        429,
        params,
      );
    case 'busy':
      return new AppError('source_busy', 503, {
        ...params,
        retryAfterSeconds: Math.max(1, Math.ceil(Number(e.detail.waitMs ?? 1000) / 1000)),
      });
    case 'refused':
    case 'unreachable':
    case 'bad_answer':
    case 'throttled':
      return new AppError(`source_${e.code}`, 502, params);
    default:
      return new AppError('source_failed', 502, params);
  }
}
