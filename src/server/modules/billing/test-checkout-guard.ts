import type { MiddlewareHandler } from 'hono';
import { isLoopbackHost } from '#server/env-risks.ts';
import { clientIp } from '#server/http/request-context.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { AppError } from '#server/lib/app-error.ts';

/**
 * The built-in test checkout gives any plan without payment: it serves this machine only (issue 30).
 * Its start is refused on a public BASE_URL (env-risks.ts); here, a client that is not on this
 * machine — a remote address, or a request a proxy forwarded without TRUST_PROXY to say from whom —
 * is refused its checkouts and plan changes with `test_checkout_local_only`, even with HOST open.
 */
export function testCheckoutLocalOnly({
  payments,
  env,
}: Pick<AppDeps, 'payments' | 'env'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (payments.id !== 'test-checkout') return next();
    const forwarded = c.req.header('x-forwarded-for') ?? c.req.header('forwarded');
    const local = isLoopbackHost(clientIp(c, env.TRUST_PROXY)) && (env.TRUST_PROXY || !forwarded);
    if (!local) throw new AppError('test_checkout_local_only', 403);
    return next();
  };
}
