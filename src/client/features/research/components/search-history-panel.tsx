import { FileJson, FileSpreadsheet, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { ConfirmMutationDialog } from '#client/components/ui/confirm-dialog.tsx';
import { QueryStates } from '#client/components/ui/query-states.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { useLimitErrorToast, usePlan } from '#client/features/billing/index.ts';
import { downloadFile, todayStamp } from '#client/lib/download-file.ts';
import { formatDateTime, formatNumber } from '#client/lib/format.ts';
import { toast } from '#client/lib/toast.ts';
import { useCategoryName } from '#client/lib/use-category-name.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { formatMoney, money } from '#domain/money.ts';
import { hasFeature } from '#domain/plans.ts';
import {
  fetchHistoryExport,
  type HistoryEntry,
  type HistoryType,
  useDeleteHistory,
  useSearchHistory,
} from '../api/history.ts';
import { historyCsv, historyJson, historyName } from './history-export.ts';

/** Dashboard panel: the user's product and keyword searches, exportable, deletable. */
export function SearchHistoryPanel() {
  const { t, i18n } = useTranslation(['research', 'research-results'], { nsMode: 'fallback' });
  const category = useCategoryName();
  const errorMessage = useErrorMessage();
  const showLimit = useLimitErrorToast();
  const navigate = useNavigate();
  const { plan } = usePlan();
  const [type, setType] = useState<HistoryType>('all');
  const [confirming, setConfirming] = useState(false);
  const history = useSearchHistory(type);
  const remove = useDeleteHistory();
  const entries = history.data?.entries ?? [];
  const lng = i18n.language;
  // Badge figures are lower bounds: "10,000+" as on the result cards.
  const salesLabel = (e: HistoryEntry) =>
    e.sales === null
      ? '—'
      : e.salesIsLowerBound && e.sales > 0
        ? t('units.badge', { value: formatNumber(e.sales, lng) })
        : formatNumber(e.sales, lng);

  const exportAs = async (kind: 'csv' | 'json') => {
    if (!hasFeature(plan, 'export')) {
      toast.error(t('toast.exportPaid'), {
        action: { label: t('toast.upgrade'), onClick: () => navigate('/pricing') },
      });
      return;
    }
    try {
      const { entries: rows } = await fetchHistoryExport(type);
      const name = `amazon-scout-history-${todayStamp()}.${kind}`;
      if (kind === 'csv') downloadFile(name, historyCsv(rows, t), 'text/csv;charset=utf-8');
      else downloadFile(name, historyJson(rows), 'application/json');
      toast.success(t(kind === 'csv' ? 'history.exportedCsv' : 'history.exportedJson'));
    } catch (e) {
      if (!showLimit(e)) toast.error(t('history.exportError'));
    }
  };

  return (
    <Card data-testid="search-history">
      <CardHeader>
        <CardTitle>{t('history.title')}</CardTitle>
        <CardDescription>{t('history.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Tabs value={type} onValueChange={(v) => setType(v as HistoryType)}>
          <TabsList>
            <TabsTrigger value="all">{t('history.filter.all')}</TabsTrigger>
            <TabsTrigger value="products">{t('history.filter.products')}</TabsTrigger>
            <TabsTrigger value="keywords">{t('history.filter.keywords')}</TabsTrigger>
          </TabsList>
          <TabsContent value={type} className="mt-0">
            <QueryStates
              query={history}
              skeletonClassName={['h-12', 'h-12', 'h-12']}
              loadError={t('history.loadError')}
              isEmpty={entries.length === 0}
              empty={
                <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
                  {t('history.empty')}
                </p>
              }
            >
              <ul
                className="grid max-h-96 min-w-0 gap-2 overflow-y-auto overflow-x-hidden pr-1"
                aria-label={t('history.title')}
              >
                {entries.map((e) => (
                  <li
                    key={`${e.type}-${e.id}`}
                    className="min-w-0 rounded-md border p-3 text-sm"
                    data-testid="history-entry"
                  >
                    <div className="flex items-center justify-between gap-2">
                      <span className="flex min-w-0 flex-1 items-center gap-2">
                        <Badge variant={e.type === 'product' ? 'secondary' : 'outline'} className="shrink-0">
                          {t(e.kind === 'asin' ? 'history.type.asin' : `history.type.${e.type}`)}
                        </Badge>
                        <span className="min-w-0 truncate font-medium" title={historyName(e, t)}>
                          {historyName(e, t)}
                        </span>
                      </span>
                      <time className="shrink-0 text-xs text-muted-foreground" dateTime={e.createdAt}>
                        {formatDateTime(e.createdAt, lng)}
                      </time>
                    </div>
                    <p className="mt-1 text-xs text-muted-foreground">
                      {e.type === 'product'
                        ? t('history.productLine', {
                            query: e.query ?? t('history.allProducts'),
                            category: e.category ? category.name(e.category) : t('filters.allCategories'),
                            count: e.resultCount,
                            price:
                              e.priceCents === null
                                ? '—'
                                : formatMoney(money(e.priceCents, e.currency ?? 'USD'), lng),
                            sales: salesLabel(e),
                            score: e.score ?? '—',
                          })
                        : t('history.keywordLine', {
                            demand: salesLabel(e),
                            difficulty: e.competitionLevel ? t(`competition.${e.competitionLevel}`) : '—',
                            count: e.resultCount,
                          })}
                    </p>
                  </li>
                ))}
              </ul>
            </QueryStates>
          </TabsContent>
        </Tabs>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => void exportAs('csv')}
            disabled={entries.length === 0}
          >
            <FileSpreadsheet aria-hidden="true" />
            {t('history.exportCsv')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void exportAs('json')}
            disabled={entries.length === 0}
          >
            <FileJson aria-hidden="true" />
            {t('history.exportJson')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setConfirming(true)}
            disabled={entries.length === 0}
          >
            <Trash2 aria-hidden="true" />
            {t('history.deleteAll')}
          </Button>
        </div>
      </CardContent>
      <ConfirmMutationDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('history.confirmTitle')}
        description={t('history.confirmBody')}
        confirmLabel={t('history.deleteAll')}
        pending={remove.isPending}
        run={(handlers) => remove.mutate(undefined, handlers)}
        doneMessage={t('history.deleted')}
        onFailure={(e) => toast.error(t('history.deleteError', { reason: errorMessage(e) }))}
      />
    </Card>
  );
}
