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
  return (
    <NativeSelect value={value} onChange={(e) => onChange(e.target.value as MarketplaceCode)} {...props}>
      <MarketplaceOptions codes={only ?? MARKETPLACE_CODES} />
    </NativeSelect>
  );
}

/**
 * The options of a marketplace list, "France (amazon.fr)", for a form that registers its own
 * `<NativeSelect>` (product and keyword research, catalog import).
 */
export function MarketplaceOptions({ codes = MARKETPLACE_CODES }: { codes?: readonly MarketplaceCode[] }) {
  const { t } = useTranslation('common');
  return codes.map((code) => (
    <option key={code} value={code}>
      {t(`marketplaces.${code}`)} ({MARKETPLACES[code].domain})
    </option>
  ));
}
