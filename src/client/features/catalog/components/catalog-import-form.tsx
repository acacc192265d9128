import { Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MarketplaceOptions } from '#client/components/marketplace-select.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input, NativeSelect } from '#client/components/ui/input.tsx';
import { Field } from '#client/components/ui/label.tsx';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { useStartCatalogImport } from '../api/catalog-imports.ts';

const toDateInput = (d: Date) => d.toISOString().slice(0, 10);

/** The schema comes with the form library, at the first focus or press in the form (ADR 115). */
const schema = () => import('./catalog-import-schema.ts').then((m) => m.catalogImportSchema);

/** The import form: a CSV file, its marketplace and its day; `onStarted` gets the new import's id. */
export function CatalogImportForm({
  running,
  onStarted,
}: {
  running: boolean;
  onStarted: (id: number) => void;
}) {
  const { t } = useTranslation('catalog');
  const errorMessage = useErrorMessage();
  const form = useZodForm(schema, { defaultValues: { file: null, marketplace: 'US', observed: '' } });
  const start = useStartCatalogImport();
  const submit = form.handleSubmit(
    (input) =>
      start.mutate(input, {
        onSuccess: (r) => onStarted(r.id),
        onError: (err) => toast.error(errorMessage(err)),
      }),
    (errors) => errors.file?.message && toast.error(t(errors.file.message)),
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-[1fr_auto_12rem_auto] md:items-end">
      <Field id="import-file" label={t('import.file')}>
        <Input
          id="import-file"
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => {
            const f = e.target.files?.[0] ?? null;
            form.setValue('file', f);
            if (f) form.setValue('observed', toDateInput(new Date(f.lastModified)));
          }}
        />
      </Field>
      <Field id="import-marketplace" label={t('import.marketplace')}>
        <NativeSelect id="import-marketplace" {...form.register('marketplace')}>
          <MarketplaceOptions />
        </NativeSelect>
      </Field>
      <Field id="import-observed" label={t('import.observedAt')}>
        <Input id="import-observed" type="date" {...form.register('observed')} />
      </Field>
      <Button type="submit" disabled={start.isPending || running}>
        <Upload aria-hidden="true" />
        {start.isPending ? t('import.uploading') : t('import.start')}
      </Button>
    </form>
  );
}
