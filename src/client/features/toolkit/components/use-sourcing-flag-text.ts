import { useTranslation } from 'react-i18next';
import { useCategoryName } from '#client/lib/use-category-name.ts';
import type { SourcingFlag } from '#domain/market/sourcing-rules.ts';

/** A sourcing rule's flag as a sentence with its reason ("Dangerous goods: category “perfume”…"). */
export function useSourcingFlagText() {
  const { t } = useTranslation('toolkit');
  const category = useCategoryName();
  return (f: SourcingFlag): string => {
    switch (f.rule) {
      case 'dominant_brand':
        return t('sourcing.flag.dominant_brand', { brand: f.brand, share: f.sharePercent });
      case 'too_new':
        return t('sourcing.flag.too_new', { count: f.reviews });
      default:
        return t(`sourcing.flag.${f.rule}`, {
          matched: f.on === 'category' ? category.name(f.matched) : f.matched,
          on: t(`sourcing.on.${f.on}`),
        });
    }
  };
}
