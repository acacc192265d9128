import type { LoadRequest } from './load.ts';

/**
 * The requests of signed-in sellers using the research pages, for a load run: every 4th request a
 * product search (POST, counted and stored in the search history), the others cycle through the
 * reads of the signed-in pages (profile, usage, dashboard stats, a product's detail, favourites,
 * search history). Users, keywords and products are taken in turn, so a run repeats exactly.
 * Used by bench/two-instances.bench.ts and the two-instance integration test.
 */
export interface MixUser {
  cookieHeader: string;
}

const reads: [kind: string, path: (asin: string) => string][] = [
  ['profile', () => '/api/profile'],
  ['usage', () => '/api/usage'],
  ['dashboard', () => '/api/dashboard/stats'],
  ['product', (asin) => `/api/research/products/US/${asin}`],
  ['favourites', () => '/api/research/favourites'],
  ['history', () => '/api/research/history'],
];

export function signedInMix(o: {
  users: MixUser[];
  /** Search keywords (US marketplace). */
  keywords: string[];
  /** US products whose detail page is read. */
  asins: string[];
  /** The Origin the server expects (BASE_URL). */
  origin: string;
}): (i: number) => LoadRequest {
  if (!o.users.length || !o.keywords.length || !o.asins.length) throw new Error('empty load mix');
  return (i) => {
    const user = o.users[i % o.users.length];
    const headers = { cookie: user.cookieHeader, origin: o.origin };
    const turn = Math.floor(i / 4);
    if (i % 4 === 0) {
      return {
        kind: 'search',
        method: 'POST',
        path: '/api/research/products/search',
        headers,
        body: JSON.stringify({
          filters: { marketplace: 'US', keyword: o.keywords[turn % o.keywords.length] },
        }),
      };
    }
    const [kind, path] = reads[turn % reads.length];
    return { kind, method: 'GET', path: path(o.asins[i % o.asins.length]), headers };
  };
}
