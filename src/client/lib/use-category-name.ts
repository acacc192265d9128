import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { loadOnce } from './load-once.ts';

type NamesModule = typeof import('#domain/catalog/category-names.ts');

let names: NamesModule | undefined;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Imports the category names tables once (about 7 KB gzip; a failed import is tried again on the
 * next need). Not with the pages: the research filters get their departments' names from the
 * catalog overview, and the names a search or a tool shows come with its answer (ADR 194).
 */
const loadCategoryNames = loadOnce(() =>
  import('#domain/catalog/category-names.ts').then((loaded) => {
    names = loaded;
    for (const listener of listeners) listener();
    return loaded;
  }),
);

/** Starts that import without waiting (a failure leaves the names as stored, tried again next time). */
export const preloadCategoryNames = () => void loadCategoryNames().catch(() => {});

/**
 * Category names and paths in the page's language (src/domain/catalog/category-names.ts): the
 * catalog stores Amazon's names, the French interface shows French ones. A name asked before the
 * tables have come is shown as stored, and the tables are imported then (a query whose answer
 * shows names starts the import with its request, `preloadCategoryNames`, so they usually are there).
 */
export function useCategoryName() {
  const { i18n } = useTranslation();
  const lang = i18n.language.startsWith('fr') ? 'fr' : 'en';
  // The same snapshot when rendered on the server (a page or a test rendered to a string).
  const tables = useSyncExternalStore(
    subscribe,
    () => names,
    () => names,
  );
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current && !tables) preloadCategoryNames(); // shown as stored meanwhile
  });
  /** Through the tables once they are there; as stored (and the tables asked for) until then. */
  const through = (translate: (tables: NamesModule) => string, stored: string) => {
    if (tables) return translate(tables);
    asked.current = true;
    return stored;
  };
  return {
    name: (name: string) => through((t) => t.categoryName(name, lang), name),
    path: (path: string) => through((t) => t.categoryPathName(path, lang), path),
  };
}
