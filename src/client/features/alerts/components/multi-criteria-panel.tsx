import { ListChecks, Pencil, Plus, Trash2 } from 'lucide-react';
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
import { CRITERION_KEYS, criterionValue } from '#domain/alerts/alert-rules.ts';
import {
  type MultiCriteriaAlert,
  useDeleteMultiCriteriaAlert,
  useMultiCriteriaAlerts,
  useToggleMultiCriteriaAlert,
} from '../api/multi-criteria-alerts.ts';
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
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <CardTitle className="flex items-center gap-2">
              <ListChecks className="size-5 text-accent" aria-hidden="true" />
              {t('multi.title')}
            </CardTitle>
            <CardDescription>
              {t('multi.description')} {checkedEvery}
            </CardDescription>
          </div>
          <Button size="sm" onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            {t('multi.new')}
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-24" />
        ) : isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('panel.loadError')}
          </p>
        ) : alerts.length === 0 ? (
          <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
            {t('multi.empty')}
          </p>
        ) : (
          <ul className="grid gap-2" aria-label={t('multi.listLabel')}>
            {alerts.map((a) => (
              <MultiCriteriaRow key={a.id} alert={a} />
            ))}
          </ul>
        )}
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
  const [confirming, setConfirming] = useState(false);
  const enabled = CRITERION_KEYS.filter((k) => alert.criteria[k].enabled);
  return (
    <li className="grid gap-2 rounded-md border p-3 text-sm" data-testid="multi-criteria-alert">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">{alert.name}</p>
          <p className="line-clamp-1 text-xs text-muted-foreground">
            {alert.asin} · {alert.productName}
          </p>
        </div>
        <div className="flex items-center gap-2">
          {alert.triggered && <Badge variant="warning">{t('price.triggered')}</Badge>}
          <Switch
            checked={alert.enabled}
            disabled={toggle.isPending}
            aria-label={t('multi.toggleLabel', { name: alert.name })}
            onCheckedChange={(v) => toggle.mutate({ id: alert.id, enabled: v }, { onError: showError })}
          />
        </div>
      </div>
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
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
        <p>
          {t('price.observed')} <FigureOriginLabel origin={{ source: alert.source, at: alert.observedAt }} />
          {' · '}
          {alert.lastTriggeredAt
            ? t('multi.lastTriggered', { date: formatDateTime(alert.lastTriggeredAt, i18n.language) })
            : t('multi.neverTriggered')}
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
          <MultiCriteriaDialog alert={alert} onClose={() => setEditing(false)} />
        </Suspense>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('price.deleteTitle')}
        description={t('multi.deleteBody', { name: alert.name })}
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
