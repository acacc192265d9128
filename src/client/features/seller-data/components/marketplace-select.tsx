import { useTranslation } from 'react-i18next';
import { NativeSelect } from '#client/components/ui/input.tsx';
import { MARKETPLACE_CODES, MARKETPLACES, type MarketplaceCode } from '#domain/marketplaces.ts';

/** The 8 marketplaces, by country name and domain ("France (amazon.fr)"). */
export function MarketplaceSelect({
  id,
  value,
  onChange,
  only,
  disabled,
}: {
  id: string;
  value: MarketplaceCode;
  onChange: (code: MarketplaceCode) => void;
  only?: readonly MarketplaceCode[];
  disabled?: boolean;
}) {
  const { t } = useTranslation('seller-data');
  return (
    <NativeSelect
      id={id}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as MarketplaceCode)}
    >
      {(only ?? MARKETPLACE_CODES).map((code) => (
        <option key={code} value={code}>
          {t(`marketplaces.${code}`)} ({MARKETPLACES[code].domain})
        </option>
      ))}
    </NativeSelect>
  );
}
