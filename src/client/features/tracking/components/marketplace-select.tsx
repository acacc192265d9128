import type { ComponentProps } from 'react';
import { NativeSelect } from '#client/components/ui/input.tsx';
import { MARKETPLACE_CODES, MARKETPLACES, type MarketplaceCode } from '#domain/marketplaces.ts';

/** Amazon marketplaces by domain (amazon.com, amazon.fr…): the same in every language. */
export function MarketplaceSelect({
  value,
  onChange,
  ...props
}: Omit<ComponentProps<'select'>, 'value' | 'onChange'> & {
  value: MarketplaceCode;
  onChange: (code: MarketplaceCode) => void;
}) {
  return (
    <NativeSelect value={value} onChange={(e) => onChange(e.target.value as MarketplaceCode)} {...props}>
      {MARKETPLACE_CODES.map((code) => (
        <option key={code} value={code}>
          {MARKETPLACES[code].domain}
        </option>
      ))}
    </NativeSelect>
  );
}
