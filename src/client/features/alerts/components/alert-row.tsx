import { Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FigureOrigin, FigureOriginLabel } from '#client/components/figure-origin.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmMutationDialog } from '#client/components/ui/confirm-dialog.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { useTrackingErrorToast } from '#client/features/tracking/index.ts';
import { formatDateTime } from '#client/lib/format.ts';
import { useAlertSchedule } from '../api/alert-schedule.ts';

/*
 * The frame of an alert's row, the same for a price alert and a multi-criteria one (each panel had
 * written it again): what it watches with its "triggered" badge and on/off switch at the top, what
 * it compares in the middle (the caller's), and at the foot where the figures come from, when it
 * last fired or was checked, and Edit and Delete (asked for confirmation).
 */

/** The row's top: what the alert watches (the caller's lines), then its badge and switch. */
export function AlertRowHeader({
  children,
  triggered,
  enabled,
  toggleLabel,
  toggling,
  onToggle,
}: {
  children: ReactNode;
  triggered: boolean;
  enabled: boolean;
  toggleLabel: string;
  toggling: boolean;
  onToggle: (enabled: boolean) => void;
}) {
  const { t } = useTranslation('alerts');
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div className="min-w-0">{children}</div>
      <div className="flex items-center gap-2">
        {triggered && <Badge variant="warning">{t('price.triggered')}</Badge>}
        <Switch checked={enabled} disabled={toggling} aria-label={toggleLabel} onCheckedChange={onToggle} />
      </div>
    </div>
  );
}

type MutateOptions = { onSuccess: () => void; onError: (error: Error) => void };

/** The row's foot: the figures' origin and `status` (last fired or checked), Edit, and Delete once confirmed. */
export function AlertRowFooter({
  origin,
  status,
  onEdit,
  deleting,
  deleteBody,
  onDelete,
}: {
  origin: FigureOrigin;
  status: string;
  onEdit: () => void;
  deleting: boolean;
  /** The confirmation's sentence, naming the alert. */
  deleteBody: string;
  /** Deletes the alert (the mutation's `mutate` with the alert's id). */
  onDelete: (options: MutateOptions) => void;
}) {
  const { t } = useTranslation('alerts');
  const showError = useTrackingErrorToast();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
        <p>
          {t('price.observed')} <FigureOriginLabel origin={origin} />
          {' · '}
          {status}
        </p>
        <div className="flex gap-1">
          <Button size="sm" variant="ghost" onClick={onEdit}>
            <Pencil aria-hidden="true" />
            {t('price.edit')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)} disabled={deleting}>
            <Trash2 aria-hidden="true" />
            {t('price.delete')}
          </Button>
        </div>
      </div>
      <ConfirmMutationDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('price.deleteTitle')}
        description={deleteBody}
        confirmLabel={t('price.delete')}
        pending={deleting}
        run={onDelete}
        doneMessage={t('price.deleted')}
        onFailure={showError}
      />
    </>
  );
}

/**
 * An alert whose newest figures are older than the operator's freshness limit: it waits for a
 * fresh observation instead of acting on an old one, and says since when the data is.
 */
export function WaitingForFreshData({ kind, newest }: { kind: 'price' | 'multi'; newest: string }) {
  const { t, i18n } = useTranslation('alerts');
  const { data } = useAlertSchedule();
  return (
    <p className="rounded-md bg-warning/10 px-2 py-1 text-xs" data-testid="alert-waiting">
      {t(`${kind}.waiting`, { date: formatDateTime(newest, i18n.language) })}{' '}
      {data ? t('freshness', { count: data.maxObservationAgeHours }) : null}
    </p>
  );
}
