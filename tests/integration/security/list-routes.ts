import { inspectRoutes } from 'hono/dev';
import type { App } from '#server/app.ts';
import type { Auth } from '#server/auth/auth.ts';

/** The app's own catch-all: every other /api path answers `api_not_found` (404). */
const API_NOT_FOUND = '/api/*';

/**
 * Every /api route the server answers, as `METHOD /path`, read from the running objects: the Hono
 * router (`app.routes`; middleware, which Hono lists as ALL, is left out) and better-auth's endpoints
 * (`auth.api`, mounted under /api/auth; server-only ones have no path). A handler registered for
 * every method (`.all()`, `.on('*')`) would escape the matrix and the fuzzing, which send one method
 * per route: it is refused here (register each method instead), the catch-all 404 aside.
 */
export function listApiRoutes(app: App, auth: Auth): string[] {
  const routes = new Set<string>();
  for (const r of inspectRoutes(app)) {
    if (!r.path.startsWith('/api/') || r.path.startsWith('/api/auth/')) continue;
    if (r.method === 'ALL') {
      if (r.isMiddleware || r.path === API_NOT_FOUND) continue;
      throw new Error(`ALL ${r.path}: a handler for every method; register each method (get, post…)`);
    }
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
