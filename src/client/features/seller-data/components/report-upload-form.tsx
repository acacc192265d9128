import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MarketplaceSelect } from '#client/components/marketplace-select.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input, NativeSelect } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { useUploadReport } from '../api/seller-data.ts';

/** The schema comes with the form library, at the first focus or press in the form (ADR 115). */
const schema = () => import('./report-upload-schema.ts').then((m) => m.reportUploadSchema);

/** Upload of a Seller Central report: Business Report (by child item or by date) or FBA inventory. */
export function ReportUploadForm() {
  const { t } = useTranslation('seller-data');
  const errorMessage = useErrorMessage();
  const upload = useUploadReport();
  const form = useZodForm(schema, {
    defaultValues: { kind: 'business_report', marketplace: 'US', periodStart: '', periodEnd: '', file: null },
  });
  const [kind, periodStart, periodEnd, file] = form.watch(['kind', 'periodStart', 'periodEnd', 'file']);
  const fileInput = useRef<HTMLInputElement>(null);
  const today = new Date().toISOString().slice(0, 10);

  const submit = form.handleSubmit((input) =>
    upload.mutate(input, {
      onSuccess: ({ import: created }) => {
        toast.success(t('upload.done', { count: created.rowCount }));
        form.setValue('file', null);
        if (fileInput.current) fileInput.current.value = '';
      },
      onError: (error) => toast.error(errorMessage(error)),
    }),
  );

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label={t('upload.title')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="report-kind">{t('upload.kind')}</Label>
          <NativeSelect id="report-kind" {...form.register('kind')}>
            <option value="business_report">{t('upload.kinds.business_report')}</option>
            <option value="fba_inventory">{t('upload.kinds.fba_inventory')}</option>
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="report-marketplace">{t('upload.marketplace')}</Label>
          <MarketplaceSelect
            id="report-marketplace"
            value={form.watch('marketplace')}
            onChange={(m) => form.setValue('marketplace', m)}
          />
        </div>
      </div>
      <p className="text-xs text-muted-foreground">{t(`upload.help.${kind}`)}</p>
      {kind === 'business_report' && (
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">{t('upload.period')}</legend>
          <p className="text-xs text-muted-foreground">{t('upload.periodHelp')}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor="report-start">{t('upload.periodStart')}</Label>
              <Input
                id="report-start"
                type="date"
                max={periodEnd || today}
                {...form.register('periodStart')}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="report-end">{t('upload.periodEnd')}</Label>
              <Input
                id="report-end"
                type="date"
                min={periodStart || undefined}
                max={today}
                {...form.register('periodEnd')}
              />
            </div>
          </div>
        </fieldset>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor="report-file">{t('upload.file')}</Label>
        <Input
          id="report-file"
          ref={fileInput}
          type="file"
          accept=".csv,.txt,.tsv,text/csv,text/plain,text/tab-separated-values"
          onChange={(e) => form.setValue('file', e.target.files?.[0] ?? null)}
        />
      </div>
      <div>
        <Button type="submit" disabled={!file || upload.isPending}>
          {upload.isPending ? t('upload.sending') : t('upload.submit')}
        </Button>
      </div>
    </form>
  );
}
