import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Input, NativeSelect } from '#client/components/ui/input.tsx';
import { Field } from '#client/components/ui/label.tsx';
import { Progress } from '#client/components/ui/progress.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { formatDateTime, formatNumber } from '#client/lib/format.ts';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { MARKETPLACE_CODES } from '#domain/marketplaces.ts';
import {
  type CatalogImportView,
  catalogImportsQuery,
  useCatalogImport,
  useCatalogImports,
  useStartCatalogImport,
} from '../api/catalog-imports.ts';

const toDateInput = (d: Date) => d.toISOString().slice(0, 10);

/** The file, its marketplace and the day it was observed (by default the file's own date). */
const schema = z.pipe(
  z.object({
    file: z.custom<File | null>((f) => f instanceof File, 'import.fileRequired'),
    marketplace: z.enum(MARKETPLACE_CODES),
    observed: z.string(),
  }),
  z.transform(({ file, marketplace, observed }) => {
    const f = file as File;
    return {
      file: f,
      marketplace,
      observedAt: observed ? new Date(`${observed}T00:00:00Z`) : new Date(f.lastModified),
    };
  }),
);

/** Admin section: import a catalog CSV (public dataset format), follow its progress, read its report. */
export function CatalogImportSection() {
  const { t, i18n } = useTranslation(['catalog', 'research']);
  const errorMessage = useErrorMessage();
  const form = useZodForm(schema, { defaultValues: { file: null, marketplace: 'US', observed: '' } });
  const [current, setCurrent] = useState<number | null>(null);
  const start = useStartCatalogImport();
  const running = useCatalogImport(current);
  const recent = useCatalogImports();
  const n = (v: number) => formatNumber(v, i18n.language);

  const status = running.data?.status;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (status && status !== 'running')
      void queryClient.invalidateQueries({ queryKey: catalogImportsQuery.queryKey });
  }, [status, queryClient]);

  const submit = form.handleSubmit(
    (input) =>
      start.mutate(input, {
        onSuccess: (r) => setCurrent(r.id),
        onError: (err) => toast.error(errorMessage(err)),
      }),
    (errors) => errors.file?.message && toast.error(t(errors.file.message)),
  );

  const imp = running.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('import.title')}</CardTitle>
        <CardDescription>{t('import.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <form
          onSubmit={submit}
          noValidate
          className="grid gap-4 md:grid-cols-[1fr_16rem_12rem_auto] md:items-end"
        >
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
              {MARKETPLACE_CODES.map((code) => (
                <option key={code} value={code}>
                  {t(`research:marketplaces.${code}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="import-observed" label={t('import.observedAt')}>
            <Input id="import-observed" type="date" {...form.register('observed')} />
          </Field>
          <Button type="submit" disabled={start.isPending || imp?.status === 'running'}>
            <Upload aria-hidden="true" />
            {start.isPending ? t('import.uploading') : t('import.start')}
          </Button>
        </form>
        <p className="text-xs text-muted-foreground">{t('import.formatHelp')}</p>
        {imp && <ImportStatus imp={imp} />}
        {recent.data && recent.data.imports.length > 0 && (
          <section aria-labelledby="recent-imports">
            <h3 id="recent-imports" className="mb-2 text-sm font-semibold">
              {t('import.recent')}
            </h3>
            <ul className="grid gap-1 text-sm">
              {recent.data.imports.map((r) => (
                <li key={r.id} className="flex flex-wrap justify-between gap-2 border-b py-1 last:border-0">
                  <span className="min-w-0 truncate">
                    {r.fileName} · {r.marketplace}
                  </span>
                  <span className="text-muted-foreground">
                    {t(statusKey(r))} · {n(r.rowsRead)} {t('import.rows')} ·{' '}
                    {formatDateTime(r.createdAt, i18n.language)}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )}
      </CardContent>
    </Card>
  );
}

/** "Waiting…", "Importing" while the file is read, "Updating estimates…" once it is in, then the outcome. */
const statusKey = (imp: CatalogImportView) =>
  imp.status === 'running' && imp.phase !== 'reading'
    ? `import.status.${imp.phase}`
    : `import.status.${imp.status}`;

function ImportStatus({ imp }: { imp: CatalogImportView }) {
  const { t, i18n } = useTranslation('catalog');
  const errorMessage = useErrorMessage();
  const n = (v: number) => formatNumber(v, i18n.language);
  const percent = imp.bytesTotal > 0 ? Math.round((imp.bytesRead / imp.bytesTotal) * 100) : 0;
  return (
    <div className="grid gap-3 rounded-md border p-4" aria-live="polite" data-testid="import-status">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-medium">{imp.fileName}</span>
        <span>{t(statusKey(imp))}</span>
      </div>
      {imp.status === 'running' && imp.phase === 'queued' && (
        <p className="text-xs text-muted-foreground">{t('import.queuedText')}</p>
      )}
      {imp.status === 'running' && imp.phase === 'reading' && (
        <>
          <Progress value={percent} aria-label={t('import.progress', { percent })} />
          <p className="text-xs text-muted-foreground">
            {t('import.progressText', { percent, rows: n(imp.rowsRead) })}
          </p>
        </>
      )}
      {imp.status === 'running' && imp.phase === 'estimating' && (
        <>
          <Progress
            value={100}
            indicatorClassName="animate-pulse"
            aria-label={t('import.status.estimating')}
          />
          <p className="text-xs text-muted-foreground">
            {t('import.estimatingText', { rows: n(imp.rowsRead) })}
          </p>
        </>
      )}
      {imp.status === 'done' && imp.report && (
        <div className="grid gap-2 text-sm">
          <p>
            {t('import.summary', {
              rows: n(imp.report.rowsRead),
              inserted: n(imp.report.inserted),
              updated: n(imp.report.updated),
              bad: n(imp.report.badRows),
            })}
          </p>
          {imp.report.keptNewer > 0 && <p>{t('import.keptNewer', { count: imp.report.keptNewer })}</p>}
          {imp.report.problems.length > 0 && (
            <details>
              <summary className="cursor-pointer">
                {t('import.badRows', { count: imp.report.badRows })}
              </summary>
              <ul className="mt-2 max-h-60 overflow-y-auto text-xs">
                {imp.report.problems.map((p) => (
                  <li key={p.line}>
                    {t('import.line', {
                      line: p.line,
                      problem: t(`import.problems.${p.code}`, { column: p.column ?? '' }),
                    })}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </div>
      )}
      {imp.status === 'failed' && imp.error && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(new ApiError(400, imp.error.code, imp.error.params))}{' '}
          {imp.error.code === 'catalog_file_invalid' &&
            t(
              `import.reasons.${String(imp.error.params.reason)}`,
              imp.error.params as Record<string, string>,
            )}
        </p>
      )}
      {imp.status === 'interrupted' && (
        <p role="alert" className="text-sm text-destructive">
          {t('import.interrupted')}
        </p>
      )}
    </div>
  );
}
