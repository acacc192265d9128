import type { App } from '../../../src/server/app.ts';
import type { Auth } from '../../../src/server/auth/auth.ts';

/**
 * Every /api route the server answers, as `METHOD /path`, read from the running objects: the Hono
 * router (`app.routes`, without middleware, which Hono lists as ALL) and better-auth's endpoints
 * (`auth.api`, mounted under /api/auth; server-only ones have no path).
 */
export function listApiRoutes(app: App, auth: Auth): string[] {
  const routes = new Set<string>();
  for (const r of app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith('/api/') || r.path.startsWith('/api/auth/')) continue;
    routes.add(`${r.method} ${r.path}`);
  }
  for (const endpoint of Object.values(auth.api) as { path?: string; options?: { method?: unknown } }[]) {
    if (!endpoint.path) continue;
    const method = endpoint.options?.method;
    const methods = Array.isArray(method) ? method : [method];
    for (const m of methods) {
      if (typeof m !== 'string' || m === '*')
        throw new Error(`better-auth ${endpoint.path}: method ${String(m)}`);
      routes.add(`${m} /api/auth${endpoint.path}`);
    }
  }
  return [...routes].sort();
}
