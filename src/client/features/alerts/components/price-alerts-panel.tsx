import { Tag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlanGate } from '#client/components/plan-gate.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { PanelHeader } from '#client/components/ui/panel-header.tsx';
import { EmptyNote, QueryStates } from '#client/components/ui/query-states.tsx';
import { useTrackingErrorToast } from '#client/features/tracking/index.ts';
import { formatDateTime } from '#client/lib/format.ts';
import { formatMoney, money } from '#domain/money.ts';
import {
  type PriceAlert,
  useDeletePriceAlert,
  usePriceAlerts,
  useUpdatePriceAlert,
} from '../api/price-alerts.ts';
import { AlertRowFooter, AlertRowHeader, WaitingForFreshData } from './alert-row.tsx';
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
      <PanelHeader
        icon={Tag}
        title={t('price.title')}
        description={
          <>
            {t('price.description')} {checkedEvery}
          </>
        }
      />
      <CardContent className="@container grid gap-4">
        <PriceAlertForm />
        <QueryStates
          query={{ isPending, isError }}
          skeletonClassName="h-24"
          loadError={t('panel.loadError')}
          isEmpty={alerts.length === 0}
          empty={<EmptyNote>{t('price.empty')}</EmptyNote>}
        >
          <ul className="grid gap-2" aria-label={t('price.listLabel')}>
            {alerts.map((a) => (
              <PriceAlertRow key={a.id} alert={a} />
            ))}
          </ul>
        </QueryStates>
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
  return (
    <li className="grid gap-2 rounded-md border p-3 text-sm" data-testid="price-alert">
      <AlertRowHeader
        triggered={alert.triggered}
        enabled={alert.enabled}
        toggleLabel={t('price.toggleLabel', { name: alert.productName })}
        toggling={update.isPending}
        onToggle={(enabled) => update.mutate({ id: alert.id, enabled }, { onError: showError })}
      >
        <p className="line-clamp-2 font-medium">{alert.productName}</p>
        <p className="text-xs text-muted-foreground">{alert.asin}</p>
      </AlertRowHeader>
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
      {alert.enabled && alert.waitingForFreshData && (
        <WaitingForFreshData kind="price" newest={alert.observedAt} />
      )}
      <AlertRowFooter
        origin={{ source: alert.source, at: alert.observedAt }}
        status={
          alert.lastCheckedAt
            ? t('price.lastChecked', { date: formatDateTime(alert.lastCheckedAt, lng) })
            : t('price.neverChecked')
        }
        onEdit={() => setEditing(true)}
        deleting={remove.isPending}
        deleteBody={t('price.deleteBody', { name: alert.productName })}
        onDelete={(options) => remove.mutate(alert.id, options)}
      />
      {editing && (
        <Suspense fallback={null}>
          <EditPriceAlertDialog alert={alert} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </li>
  );
}
