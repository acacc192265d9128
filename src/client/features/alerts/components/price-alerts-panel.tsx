import { Pencil, Tag, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FigureOriginLabel } from '#client/components/figure-origin.tsx';
import { PlanGate } from '#client/components/plan-gate.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { useTrackingErrorToast } from '#client/features/tracking/components/use-tracking-error.ts';
import { formatDateTime } from '#client/lib/format.ts';
import { toast } from '#client/lib/toast.ts';
import { formatMoney, money } from '#domain/money.ts';
import {
  type PriceAlert,
  useDeletePriceAlert,
  usePriceAlerts,
  useUpdatePriceAlert,
} from '../api/price-alerts.ts';
import { useCheckedEvery } from './checked-every.ts';
import { PriceAlertForm } from './price-alert-form.tsx';

const EditPriceAlertDialog = lazy(() => import('./edit-price-alert-dialog.tsx'));

/** Dashboard panel (starter+): price alerts checked against the latest observation. */
export function PriceAlertsPanel() {
  const { t } = useTranslation('alerts');
  const checkedEvery = useCheckedEvery('price');
  return (
    <PlanGate
      feature="priceAlerts"
      title={t('price.title')}
      description={`${t('price.description')} ${checkedEvery}`.trim()}
    >
      <PriceAlertsCard />
    </PlanGate>
  );
}

function PriceAlertsCard() {
  const { t } = useTranslation('alerts');
  const checkedEvery = useCheckedEvery('price');
  const { data, isPending, isError } = usePriceAlerts();
  const alerts = data?.alerts ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Tag className="size-5 text-accent" aria-hidden="true" />
          {t('price.title')}
        </CardTitle>
        <CardDescription>
          {t('price.description')} {checkedEvery}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <PriceAlertForm />
        {isPending ? (
          <Skeleton className="h-24" />
        ) : isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('panel.loadError')}
          </p>
        ) : alerts.length === 0 ? (
          <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
            {t('price.empty')}
          </p>
        ) : (
          <ul className="grid gap-2" aria-label={t('price.listLabel')}>
            {alerts.map((a) => (
              <PriceAlertRow key={a.id} alert={a} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function PriceAlertRow({ alert }: { alert: PriceAlert }) {
  const { t, i18n } = useTranslation('alerts');
  const lng = i18n.language;
  const update = useUpdatePriceAlert();
  const remove = useDeletePriceAlert();
  const showError = useTrackingErrorToast();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="grid gap-2 rounded-md border p-3 text-sm" data-testid="price-alert">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="line-clamp-2 font-medium">{alert.productName}</p>
          <p className="text-xs text-muted-foreground">{alert.asin}</p>
        </div>
        <div className="flex items-center gap-2">
          {alert.triggered && <Badge variant="warning">{t('price.triggered')}</Badge>}
          <Switch
            checked={alert.enabled}
            disabled={update.isPending}
            aria-label={t('price.toggleLabel', { name: alert.productName })}
            onCheckedChange={(enabled) => update.mutate({ id: alert.id, enabled }, { onError: showError })}
          />
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2">
        <div>
          <dt className="text-xs text-muted-foreground">{t('price.rule')}</dt>
          <dd className="font-medium">
            {t(`condition.${alert.condition}`)}{' '}
            {formatMoney(money(alert.targetPriceCents, alert.currency), lng)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t('price.current')}</dt>
          <dd className="font-medium">
            {alert.currentPriceCents == null
              ? '—'
              : formatMoney(money(alert.currentPriceCents, alert.currency), lng)}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
        <p>
          {t('price.observed')} <FigureOriginLabel origin={{ source: alert.source, at: alert.observedAt }} />
          {' · '}
          {alert.lastCheckedAt
            ? t('price.lastChecked', { date: formatDateTime(alert.lastCheckedAt, lng) })
            : t('price.neverChecked')}
        </p>
        <div className="flex gap-1">
          <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            {t('price.edit')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)} disabled={remove.isPending}>
            <Trash2 aria-hidden="true" />
            {t('price.delete')}
          </Button>
        </div>
      </div>
      {editing && (
        <Suspense fallback={null}>
          <EditPriceAlertDialog alert={alert} onClose={() => setEditing(false)} />
        </Suspense>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('price.deleteTitle')}
        description={t('price.deleteBody', { name: alert.productName })}
        confirmLabel={t('price.delete')}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(alert.id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(t('price.deleted'));
            },
            onError: showError,
          })
        }
      />
    </li>
  );
}
