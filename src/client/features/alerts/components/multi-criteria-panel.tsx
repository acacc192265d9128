import { ListChecks, Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlanGate } from '#client/components/plan-gate.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { PanelHeader } from '#client/components/ui/panel-header.tsx';
import { EmptyNote, QueryStates } from '#client/components/ui/query-states.tsx';
import { useTrackingErrorToast } from '#client/features/tracking/index.ts';
import { formatDateTime } from '#client/lib/format.ts';
import { CRITERION_KEYS, criterionValue } from '#domain/alerts/alert-rules.ts';
import {
  type MultiCriteriaAlert,
  useDeleteMultiCriteriaAlert,
  useMultiCriteriaAlerts,
  useToggleMultiCriteriaAlert,
} from '../api/multi-criteria-alerts.ts';
import { AlertRowFooter, AlertRowHeader, WaitingForFreshData } from './alert-row.tsx';
import { useCheckedEvery } from './checked-every.ts';
import { useCriterionFormat } from './criterion-format.ts';

const MultiCriteriaDialog = lazy(() =>
  import('./multi-criteria-dialog.tsx').then((m) => ({ default: m.MultiCriteriaDialog })),
);

/** Dashboard panel (pro/elite): alerts met when every enabled criterion is met. */
export function MultiCriteriaAlertsPanel() {
  const { t } = useTranslation('alerts');
  const checkedEvery = useCheckedEvery('multi');
  return (
    <PlanGate
      feature="multiCriteriaAlerts"
      title={t('multi.title')}
      description={`${t('multi.description')} ${checkedEvery}`.trim()}
    >
      <MultiCriteriaCard />
    </PlanGate>
  );
}

function MultiCriteriaCard() {
  const { t } = useTranslation('alerts');
  const checkedEvery = useCheckedEvery('multi');
  const { data, isPending, isError } = useMultiCriteriaAlerts();
  const [creating, setCreating] = useState(false);
  const alerts = data?.alerts ?? [];
  return (
    <Card>
      <PanelHeader
        icon={ListChecks}
        title={t('multi.title')}
        description={
          <>
            {t('multi.description')} {checkedEvery}
          </>
        }
        actions={
          <Button size="sm" onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            {t('multi.new')}
          </Button>
        }
      />
      <CardContent>
        <QueryStates
          query={{ isPending, isError }}
          skeletonClassName="h-24"
          loadError={t('panel.loadError')}
          isEmpty={alerts.length === 0}
          empty={<EmptyNote>{t('multi.empty')}</EmptyNote>}
        >
          <ul className="grid gap-2" aria-label={t('multi.listLabel')}>
            {alerts.map((a) => (
              <MultiCriteriaRow key={a.id} alert={a} />
            ))}
          </ul>
        </QueryStates>
      </CardContent>
      {creating && (
        <Suspense fallback={null}>
          <MultiCriteriaDialog onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </Card>
  );
}

function MultiCriteriaRow({ alert }: { alert: MultiCriteriaAlert }) {
  const { t, i18n } = useTranslation('alerts');
  const f = useCriterionFormat();
  const toggle = useToggleMultiCriteriaAlert();
  const remove = useDeleteMultiCriteriaAlert();
  const showError = useTrackingErrorToast();
  const [editing, setEditing] = useState(false);
  const enabled = CRITERION_KEYS.filter((k) => alert.criteria[k].enabled);
  return (
    <li className="grid gap-2 rounded-md border p-3 text-sm" data-testid="multi-criteria-alert">
      <AlertRowHeader
        triggered={alert.triggered}
        enabled={alert.enabled}
        toggleLabel={t('multi.toggleLabel', { name: alert.name })}
        toggling={toggle.isPending}
        onToggle={(v) => toggle.mutate({ id: alert.id, enabled: v }, { onError: showError })}
      >
        <p className="font-medium">{alert.name}</p>
        <p className="line-clamp-1 text-xs text-muted-foreground">
          {alert.asin} · {alert.productName}
        </p>
      </AlertRowHeader>
      <ul className="grid gap-1 sm:grid-cols-2">
        {enabled.map((key) => {
          const c = alert.criteria[key];
          const now = criterionValue(key, alert.current);
          return (
            <li key={key}>
              <span className="text-muted-foreground">{f.label(key)}</span>{' '}
              <span className="font-medium">{f.rule(key, c.condition, c.threshold, alert.currency)}</span>
              <span className="text-xs text-muted-foreground">
                {' '}
                ({t('multi.now', { value: f.value(key, now, alert.currency) })})
              </span>
            </li>
          );
        })}
      </ul>
      {alert.enabled && alert.waitingForFreshData && (
        <WaitingForFreshData kind="multi" newest={alert.observedAt} />
      )}
      <AlertRowFooter
        origin={{ source: alert.source, at: alert.observedAt }}
        status={
          alert.lastTriggeredAt
            ? t('multi.lastTriggered', { date: formatDateTime(alert.lastTriggeredAt, i18n.language) })
            : t('multi.neverTriggered')
        }
        onEdit={() => setEditing(true)}
        deleting={remove.isPending}
        deleteBody={t('multi.deleteBody', { name: alert.name })}
        onDelete={(options) => remove.mutate(alert.id, options)}
      />
      {editing && (
        <Suspense fallback={null}>
          <MultiCriteriaDialog alert={alert} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </li>
  );
}
