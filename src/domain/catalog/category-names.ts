/**
 * Category names in the reader's language (docs/catalog.md "Category names"): the catalog keeps
 * Amazon's names (the marketplace's language; the bundled sample's are amazon.com's), and the pages
 * show them in English or French from two tables — the eight marketplaces' root categories
 * (category-names-roots.ts) and the sample's categories (category-names-sample.ts). A name in
 * neither table (a user's own import) is shown as it is. A name typed in either language (a
 * filter, the seasonal trends' category) finds the category through `categoryAliases`.
 */
import type { Language } from '../languages.ts';
import type { MarketplaceCode } from '../marketplaces.ts';
import { ROOT_CATEGORIES } from './category-names-roots.ts';
import { SAMPLE_CATEGORY_FR } from './category-names-sample.ts';

/** Between the levels of a category path ("Electronics › Headphones & Earbuds"). */
export const CATEGORY_PATH_SEPARATOR = ' › ';

interface Names {
  en: string;
  fr: string;
  /** The names marketplaces give it (roots only). */
  local: string[];
}

/** Accents, case, "&"/"and"/"et" and punctuation do not tell two names apart. */
export const categoryKey = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/&|\band\b|\bet\b|\bund\b|\by\b|\be\b/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Every category a name may be (a root and a sample shelf may share one: "Bagages"), roots first. */
const BY_KEY = new Map<string, Names[]>();
const add = (name: string, names: Names) => {
  const list = BY_KEY.get(categoryKey(name)) ?? [];
  if (!list.includes(names)) list.push(names);
  BY_KEY.set(categoryKey(name), list);
};
for (const root of ROOT_CATEGORIES) {
  const names: Names = { en: root.en, fr: root.fr, local: Object.values(root.names) };
  for (const n of [root.en, root.fr, ...names.local]) add(n, names);
}
for (const [en, fr] of Object.entries(SAMPLE_CATEGORY_FR)) {
  // A sample department that is a root keeps the root's names.
  const names: Names = BY_KEY.get(categoryKey(en))?.find((r) => r.en === en) ?? { en, fr, local: [] };
  for (const n of [en, fr]) add(n, names);
}

/** A category's name in the reader's language; the name itself when the tables do not hold it. */
export function categoryName(name: string, lang: Language): string {
  const list = BY_KEY.get(categoryKey(name));
  // A stored English name is the sample's shelf of that name; any other is the first known.
  return (list?.find((n) => n.en === name) ?? list?.[0])?.[lang] ?? name;
}

/** Every level of a category path in the reader's language. */
export const categoryPathName = (path: string, lang: Language) =>
  path
    .split(CATEGORY_PATH_SEPARATOR)
    .map((level) => categoryName(level, lang))
    .join(CATEGORY_PATH_SEPARATOR);

/**
 * The names a category may be stored under, for a name typed in English, in French or in a
 * marketplace's language ("Bagages" → "Luggage", "Luggage & Travel Gear", "Koffer, Rucksäcke &
 * Taschen"…); the typed name alone when the tables do not know it.
 */
export function categoryAliases(typed: string): string[] {
  const list = BY_KEY.get(categoryKey(typed)) ?? [];
  return [...new Set([typed.trim(), ...list.flatMap((n) => [n.en, n.fr, ...n.local])])];
}

/** The root category a marketplace names so, with its English and French names; null when unknown. */
export function rootCategoryOf(marketplace: MarketplaceCode, name: string) {
  return (
    ROOT_CATEGORIES.find(
      (r) => r.names[marketplace] && categoryKey(r.names[marketplace]) === categoryKey(name),
    ) ?? null
  );
}
