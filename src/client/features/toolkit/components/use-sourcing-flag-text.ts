import { useTranslation } from 'react-i18next';
import type { SourcingFlag } from '#domain/market/sourcing-rules.ts';

/** A sourcing rule's flag as a sentence with its reason ("Dangerous goods: category “perfume”…"). */
export function useSourcingFlagText() {
  const { t } = useTranslation('toolkit');
  return (f: SourcingFlag): string => {
    switch (f.rule) {
      case 'dominant_brand':
        return t('sourcing.flag.dominant_brand', { brand: f.brand, share: f.sharePercent });
      case 'too_new':
        return t('sourcing.flag.too_new', { count: f.reviews });
      default:
        return t(`sourcing.flag.${f.rule}`, { matched: f.matched, on: t(`sourcing.on.${f.on}`) });
    }
  };
}
