import { useTranslation } from 'react-i18next';
import { formatDateTime } from '#client/lib/format.ts';
import type { CatalogSource } from '#domain/catalog/catalog-source.ts';

/**
 * When and by whom values were observed. The bundled sample is only known to date from 2023, so
 * its date shows as the year (docs/catalog.md).
 */
export function ObservedLabel({ at, source }: { at: string; source?: CatalogSource }) {
  const { t, i18n } = useTranslation('tracking');
  const date =
    source === 'sample' ? new Date(at).getUTCFullYear().toString() : formatDateTime(at, i18n.language);
  return (
    <span>
      <time dateTime={at}>{date}</time>
      {source && <span className="text-muted-foreground"> · {t(`source.${source}`)}</span>}
    </span>
  );
}
