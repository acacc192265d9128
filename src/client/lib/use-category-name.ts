import { useTranslation } from 'react-i18next';
import { categoryName, categoryPathName } from '#domain/catalog/category-names.ts';

/**
 * Category names and paths in the page's language (src/domain/catalog/category-names.ts): the
 * catalog stores Amazon's names, the French interface shows French ones.
 */
export function useCategoryName() {
  const { i18n } = useTranslation();
  const lang = i18n.language.startsWith('fr') ? 'fr' : 'en';
  return {
    name: (name: string) => categoryName(name, lang),
    path: (path: string) => categoryPathName(path, lang),
  };
}
