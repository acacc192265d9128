import fs from 'node:fs';

export interface AppRoute {
  path: string;
  signedIn: boolean;
}

/**
 * The client's pages, read from src/client/app/router.tsx so that a new page is measured without
 * editing the benchmark: `index: true` is "/", `path: '…'` entries before `signedInRoutes` are
 * public, the ones inside it need a session. Paths with parameters (`:id`) are left out, and so are
 * the checkout pages, which are only reached from a payment with its checkout id.
 */
export function appRoutes(): AppRoute[] {
  const source = fs.readFileSync('src/client/app/router.tsx', 'utf8');
  const signedInStart = source.indexOf('const signedInRoutes');
  const signedInEnd = source.indexOf('];', signedInStart);
  const routes: AppRoute[] = [{ path: '/', signedIn: false }];
  for (const match of source.matchAll(/path: '([^']+)'/g)) {
    const at = match.index ?? 0;
    const path = match[1];
    if (path === '*' || path.includes(':') || path.startsWith('checkout/')) continue;
    routes.push({ path: `/${path}`, signedIn: at > signedInStart && at < signedInEnd });
  }
  return routes;
}
