import { Crosshair, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useFigureOrigin } from '#client/components/figure-origin.tsx';
import { PlanGate } from '#client/components/plan-gate.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { PanelHeader } from '#client/components/ui/panel-header.tsx';
import { QueryStates } from '#client/components/ui/query-states.tsx';
import { toast } from '#client/lib/toast.ts';
import {
  type RefreshAllResult,
  type TrackedProduct,
  useRefreshAllTrackedProducts,
  useRefreshTrackedProduct,
  useRemoveTrackedProduct,
  useTrackedProducts,
} from '../api/tracked-products.ts';
import { AddTrackedForm } from './add-tracked-form.tsx';
import { TrackedProductRow } from './tracked-product-row.tsx';
import { useTrackingErrorToast } from './use-tracking-error.ts';

/** Dashboard panel (starter+): track competitor ASINs, their price, rank and stock over time. */
export function TrackingPanel() {
  const { t } = useTranslation('tracking');
  return (
    <PlanGate feature="competitorTracking" title={t('panel.title')} description={t('panel.locked')}>
      <TrackingCard />
    </PlanGate>
  );
}

function useRefreshMessages() {
  const { t } = useTranslation('tracking');
  const origin = useFigureOrigin();
  const navigate = useNavigate();
  const settingsAction = { label: t('refresh.settings'), onClick: () => navigate('/settings') };
  return {
    one(status: string, item: TrackedProduct) {
      const date = origin({ source: item.source, at: item.observedAt }).text;
      const text = t(`refresh.${status}`, { date });
      if (status === 'observed') toast.success(text);
      else if (status === 'no_live_source') toast.info(text, { action: settingsAction, duration: 8000 });
      else toast.warning(text);
    },
    all(r: RefreshAllResult) {
      const parts = [t('refresh.allObserved', { count: r.observed, total: r.total })];
      if (r.pending) parts.push(t('refresh.allPending', { count: r.pending }));
      if (r.noLiveSource) parts.push(t('refresh.allNoSource', { count: r.noLiveSource }));
      if (r.failed + r.notFound) parts.push(t('refresh.allFailed', { count: r.failed + r.notFound }));
      const text = parts.join(' ');
      if (r.noLiveSource) toast.info(text, { action: settingsAction, duration: 8000 });
      else toast.success(text);
    },
  };
}

function TrackingCard() {
  const { t } = useTranslation('tracking');
  const { data, isPending, isError, refetch } = useTrackedProducts();
  const refreshOne = useRefreshTrackedProduct();
  const refreshAll = useRefreshAllTrackedProducts();
  const remove = useRemoveTrackedProduct();
  const showError = useTrackingErrorToast();
  const messages = useRefreshMessages();
  const [busyId, setBusyId] = useState<string | null>(null);
  const items = data?.items ?? [];
  const usage = data?.usage;

  return (
    <Card>
      <PanelHeader
        icon={Crosshair}
        title={t('panel.title')}
        description={t('panel.description')}
        actions={
          usage && (
            <Badge variant="secondary" data-testid="tracking-usage">
              {usage.limit < 0
                ? t('panel.usageUnlimited', { count: usage.used })
                : t('panel.usage', { used: usage.used, limit: usage.limit })}
            </Badge>
          )
        }
      />
      <CardContent className="grid gap-4">
        <AddTrackedForm />
        <QueryStates
          query={{ isPending, isError }}
          skeletonClassName="h-32"
          loadError={t('panel.loadError')}
          retry={{ label: t('panel.retry'), onRetry: () => void refetch() }}
          isEmpty={items.length === 0}
          empty={
            <div className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
              <p>{t('list.empty')}</p>
              <p className="mt-1">
                {t('list.emptySources')}{' '}
                <Link to="/settings" className="font-medium text-primary hover:underline">
                  {t('refresh.settings')}
                </Link>
              </p>
            </div>
          }
        >
          <div className="flex justify-end">
            <Button
              size="sm"
              variant="outline"
              disabled={refreshAll.isPending}
              onClick={() => refreshAll.mutate(undefined, { onSuccess: messages.all, onError: showError })}
            >
              <RefreshCw className={refreshAll.isPending ? 'animate-spin' : undefined} aria-hidden="true" />
              {t('actions.refreshAll')}
            </Button>
          </div>
          <ul className="grid gap-3" aria-label={t('list.label')}>
            {items.map((item) => (
              <TrackedProductRow
                key={item.id}
                item={item}
                refreshing={refreshOne.isPending && busyId === item.id}
                removing={remove.isPending && busyId === item.id}
                onRefresh={() => {
                  setBusyId(item.id);
                  refreshOne.mutate(item.id, {
                    onSuccess: (r) => messages.one(r.status, r.item),
                    onError: showError,
                  });
                }}
                onRemove={() => {
                  setBusyId(item.id);
                  remove.mutate(item.id, {
                    onSuccess: () => toast.success(t('remove.done')),
                    onError: showError,
                  });
                }}
              />
            ))}
          </ul>
        </QueryStates>
      </CardContent>
    </Card>
  );
}
