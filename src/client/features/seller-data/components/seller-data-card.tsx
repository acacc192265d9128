import { FileSpreadsheet, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { ConfirmMutationDialog } from '#client/components/ui/confirm-dialog.tsx';
import { PanelHeader } from '#client/components/ui/panel-header.tsx';
import { QueryStates } from '#client/components/ui/query-states.tsx';
import { formatDateTime, formatShortDate } from '#client/lib/format.ts';
import { MARKETPLACES } from '#domain/marketplaces.ts';
import { type SellerImport, useDeleteImport, useSellerImports } from '../api/seller-data.ts';
import { ReportUploadForm } from './report-upload-form.tsx';

/** Settings card: import Seller Central reports and manage what was imported or synced. */
export function SellerDataCard() {
  const { t, i18n } = useTranslation('seller-data');
  const list = useSellerImports();
  const remove = useDeleteImport();
  const [target, setTarget] = useState<SellerImport | null>(null);
  const imports = list.data?.imports ?? [];

  return (
    <Card id="seller-data" className="scroll-mt-20">
      <PanelHeader icon={FileSpreadsheet} title={t('card.title')} description={t('card.description')} />
      <CardContent className="grid gap-6">
        <ReportUploadForm />
        <section aria-labelledby="seller-imports-title">
          <h3 id="seller-imports-title" className="mb-2 text-sm font-semibold">
            {t('imports.title')}
          </h3>
          <QueryStates
            query={list}
            skeletonClassName="h-16"
            loadError={t('imports.loadError')}
            isEmpty={imports.length === 0}
            empty={<p className="text-sm text-muted-foreground">{t('imports.empty')}</p>}
          >
            <ul className="divide-y rounded-md border">
              {imports.map((item) => (
                <li key={item.id} className="flex items-start justify-between gap-3 p-3 text-sm">
                  <div className="min-w-0">
                    <p className="font-medium">
                      {t(`imports.kinds.${item.kind}`)} · {MARKETPLACES[item.marketplace].domain}
                    </p>
                    <p className="break-all text-xs text-muted-foreground">
                      {item.periodStart && item.periodEnd
                        ? `${t('imports.period', {
                            start: formatShortDate(`${item.periodStart}T00:00:00`, i18n.language),
                            end: formatShortDate(`${item.periodEnd}T00:00:00`, i18n.language),
                          })} · `
                        : ''}
                      {t('imports.rows', { count: item.rowCount })} ·{' '}
                      {formatDateTime(item.createdAt, i18n.language)}
                      {item.fileName ? ` · ${item.fileName}` : ''}
                    </p>
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('imports.delete')}
                    onClick={() => setTarget(item)}
                  >
                    <Trash2 />
                  </Button>
                </li>
              ))}
            </ul>
          </QueryStates>
        </section>
      </CardContent>
      <ConfirmMutationDialog
        open={!!target}
        onOpenChange={(open) => !open && setTarget(null)}
        title={t('imports.confirmTitle')}
        description={t('imports.confirmBody')}
        confirmLabel={t('imports.delete')}
        pending={remove.isPending}
        run={(handlers) => target && remove.mutate(target.id, handlers)}
        doneMessage={t('imports.deleted')}
      />
    </Card>
  );
}
