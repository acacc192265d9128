import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The endpoint summaries and descriptions come from the OpenAPI document, which is written in
 * English: readers in another language are told so.
 */
export function ReferenceLanguageNote() {
  const { t, i18n } = useTranslation('api');
  if ((i18n.resolvedLanguage ?? i18n.language).startsWith('en')) return null;
  return (
    <p className="flex items-start gap-2 rounded-md border bg-muted/40 p-3 text-sm text-muted-foreground">
      <Languages className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {t('docs.referenceLanguage')}
    </p>
  );
}
