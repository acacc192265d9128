import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '#client/components/ui/input.tsx';
import { MARKETPLACE_CODES, MARKETPLACES, type MarketplaceCode } from '#domain/marketplaces.ts';

/**
 * The one marketplace picker of the forms that choose one: by country name and domain
 * ("France (amazon.fr)"), every marketplace or only those given (the ones a seller's data covers).
 */
export function MarketplaceSelect({
  value,
  onChange,
  only,
  ...props
}: Omit<ComponentProps<'select'>, 'value' | 'onChange'> & {
  value: MarketplaceCode;
  onChange: (code: MarketplaceCode) => void;
  only?: readonly MarketplaceCode[];
}) {
  const { t } = useTranslation();
  return (
    <NativeSelect value={value} onChange={(e) => onChange(e.target.value as MarketplaceCode)} {...props}>
      {(only ?? MARKETPLACE_CODES).map((code) => (
        <option key={code} value={code}>
          {t(`marketplaces.${code}`)} ({MARKETPLACES[code].domain})
        </option>
      ))}
    </NativeSelect>
  );
}
