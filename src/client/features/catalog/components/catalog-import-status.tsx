import { useTranslation } from 'react-i18next';
import { Progress } from '#client/components/ui/progress.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { formatDateTime, formatNumber } from '#client/lib/format.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import type { CatalogImportView } from '../api/catalog-imports.ts';

/** "Waiting…", "Importing" while the file is read, "Updating estimates…" once it is in, then the outcome. */
const statusKey = (imp: CatalogImportView) =>
  imp.status === 'running' && imp.phase !== 'reading'
    ? `import.status.${imp.phase}`
    : `import.status.${imp.status}`;

/** The import being followed: its progress while it runs, then its report or its error. */
export function ImportStatus({ imp }: { imp: CatalogImportView }) {
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

/** The last imports: file, marketplace, outcome, rows and when. */
export function RecentImports({ imports }: { imports: CatalogImportView[] }) {
  const { t, i18n } = useTranslation('catalog');
  const n = (v: number) => formatNumber(v, i18n.language);
  return (
    <section aria-labelledby="recent-imports">
      <h3 id="recent-imports" className="mb-2 text-sm font-semibold">
        {t('import.recent')}
      </h3>
      <ul className="grid gap-1 text-sm">
        {imports.map((r) => (
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
  );
}
