import type { Env } from '../env.ts';

/**
 * Origins allowed to send cookie-authenticated state changes (better-auth's check and our CSRF guard).
 * With no BASE_URL set, the app is reached as localhost or 127.0.0.1 on its port: both are accepted.
 */
export function trustedOrigins(env: Env): string[] {
  const origins = new Set([new URL(env.baseUrl).origin]);
  if (!env.BASE_URL) {
    for (const host of ['localhost', '127.0.0.1', '[::1]']) origins.add(`http://${host}:${env.PORT}`);
  }
  return [...origins];
}
