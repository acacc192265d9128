import { AppError } from '#server/lib/app-error.ts';
import { MarketSourceError } from '#server/providers/market-data/market-data-source.ts';
import { stoppedCode } from './market-requests.ts';

/**
 * A source's refusal as an error the client translates (locales errors/market-data.json), one code
 * per cause (stoppedCode): the daily cap or the user's share, not on the Keepa plan, out of tokens
 * or at the rate limit (`retryAfterSeconds`, `until`), the key or credential refused, unreachable,
 * an unreadable answer.
 */
export function sourceAppError(e: unknown): unknown {
  if (!(e instanceof MarketSourceError)) return e;
  const code = stoppedCode(
    e.code,
    typeof e.detail.scope === 'string' ? e.detail.scope : null,
    e.source,
  ) as string;
  const params = { source: e.source, sourceName: e.source === 'keepa' ? 'Keepa' : 'Amazon SP-API' };
  const waitMs = Number(e.detail.waitMs ?? 1000);
  const wait = {
    retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
    until: new Date(Date.now() + waitMs).toISOString(),
  };
  switch (e.code) {
    case 'cap_reached':
      return new AppError(code, 429, params);
    case 'busy':
      return new AppError(code, 503, { ...params, ...wait });
    case 'throttled':
      return new AppError(code, 502, { ...params, ...(e.detail.waitMs === undefined ? {} : wait) });
    default:
      return new AppError(code, 502, params);
  }
}
