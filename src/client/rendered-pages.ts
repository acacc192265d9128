// The server renderer's memory of the pages it rendered (entry-server.tsx): a public page is the same
// HTML for every visitor in a language as long as the data it was rendered from is the same.
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Language } from '#domain/languages.ts';

interface PageQuery {
  options: { queryKey: QueryKey; queryFn?: unknown };
  /** The answer the page was rendered with, as JSON: the data's version. */
  data: string;
}

export interface Remembered<Page> {
  page: Page;
  queries: PageQuery[];
}

/** Pages × languages, and query strings (which an attacker can vary): the oldest is forgotten first. */
const MAX_PAGES = 64;
const pages = new Map<string, Remembered<unknown>>();

const keyOf = (url: string, language: Language) => {
  const { pathname, search } = new URL(url);
  return `${language} ${pathname}${search}`;
};

/**
 * The page rendered for `url` in `language`, if the data it showed is still what its queries answer
 * now. The queries are asked again (in process, no render); their fresh answers are returned either
 * way, so a page rendered anew starts from them. Asking every time, rather than trusting an event,
 * keeps the memory right when another instance or a direct SQL change moved the data.
 */
export async function recall<Page>(url: string, language: Language, into: QueryClient) {
  const remembered = pages.get(keyOf(url, language)) as Remembered<Page> | undefined;
  if (!remembered) return null;
  const answers = await Promise.all(
    remembered.queries.map(({ options: { queryKey, queryFn } }) =>
      into.fetchQuery({ queryKey, queryFn: queryFn as () => unknown, retry: false }).then(
        (data) => ({ data }),
        () => {
          into.removeQueries({ queryKey, exact: true }); // the render asks again, with its retries
          return null;
        },
      ),
    ),
  );
  const unchanged = answers.every(
    (answer, i) => answer !== null && JSON.stringify(answer.data) === remembered.queries[i]?.data,
  );
  return unchanged ? remembered.page : null;
}

/** A query the page runs (a disabled one, e.g. a signed-in user's, stays unasked as in the browser). */
export function isEnabled(query: Query) {
  const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * Remembers a page rendered with `client`'s answers, unless one of its queries failed or is still
 * pending (the page would then show an error or a placeholder that a later request may not).
 * `skip` is a query set by the renderer itself rather than asked (the visitor's empty session).
 */
export function remember<Page>(
  url: string,
  language: Language,
  page: Page,
  client: QueryClient,
  skip: QueryKey,
) {
  const asked = client
    .getQueryCache()
    .getAll()
    .filter((q) => isEnabled(q) && JSON.stringify(q.queryKey) !== JSON.stringify(skip));
  if (asked.some((q) => q.state.status !== 'success')) return;
  const key = keyOf(url, language);
  pages.delete(key);
  if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value as string);
  pages.set(key, {
    page,
    queries: asked.map((q) => ({
      options: { queryKey: q.queryKey, queryFn: q.options.queryFn },
      data: JSON.stringify(q.state.data),
    })),
  });
}
