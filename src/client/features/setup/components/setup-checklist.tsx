import { CheckCircle2, CircleAlert, CircleDashed, FlaskConical, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { QueryStates } from '#client/components/ui/query-states.tsx';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import type { SetupItem } from '#contracts/setup.ts';
import { useSendTestEmail, useSetupStatus } from '../api/setup.ts';

const STATE = {
  done: { icon: CheckCircle2, variant: 'success' },
  partial: { icon: CircleAlert, variant: 'warning' },
  test: { icon: FlaskConical, variant: 'warning' },
  missing: { icon: CircleDashed, variant: 'destructive' },
} as const;

function TestEmailButton() {
  const { t } = useTranslation('setup');
  const errorMessage = useErrorMessage();
  const send = useSendTestEmail();
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={send.isPending}
      onClick={() =>
        send.mutate(undefined, {
          onSuccess: (r) => toast.success(t(`testEmail.sent.${r.transport}`, { to: r.sentTo })),
          onError: (e) => toast.error(errorMessage(e)),
        })
      }
    >
      <Mail aria-hidden="true" />
      {send.isPending ? t('testEmail.sending') : t('testEmail.button')}
    </Button>
  );
}

function ItemRow({ item }: { item: SetupItem }) {
  const { t } = useTranslation('setup');
  const { icon: Icon, variant } = STATE[item.state];
  return (
    <li className="grid gap-2 py-4 sm:grid-cols-[1fr_auto]" data-setup-item={item.id}>
      <div className="min-w-0 space-y-1">
        <h3 className="flex flex-wrap items-center gap-2 font-semibold">
          {/* The icon stays with the title's first line when a long title wraps (320 px). */}
          <span className="flex min-w-0 items-start gap-2">
            <Icon className="mt-1 size-4 shrink-0" aria-hidden="true" />
            <span>{t(`items.${item.id}.title`)}</span>
          </span>
          <Badge variant={variant}>{t(`state.${item.state}`)}</Badge>
        </h3>
        <p className="text-sm text-muted-foreground">{t(`items.${item.id}.why`)}</p>
        {item.current && (
          <p className="text-sm">
            {t('current')} <span className="font-medium break-all">{item.current}</span>
          </p>
        )}
        <p className="text-sm">
          {t('setWith')}{' '}
          {item.variables.map((v, i) => (
            <span key={v}>
              {i > 0 && ', '}
              <code className={item.unset.includes(v) ? 'font-semibold text-destructive' : undefined}>
                {v}
              </code>
              {item.unset.includes(v) && ` (${t('unset')})`}
            </span>
          ))}
        </p>
      </div>
      {item.id === 'smtp' && (
        <div className="sm:self-center">
          <TestEmailButton />
        </div>
      )}
    </li>
  );
}

/** The first-run setup: what a public deployment needs, each item's state and where it is set. */
export function SetupChecklist() {
  const { t } = useTranslation('setup');
  const status = useSetupStatus();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('checklistTitle')}</CardTitle>
        <CardDescription>{t('checklistDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryStates query={status} skeletonClassName="h-64" loadError={t('common:status.error')}>
          {({ complete, items }) => (
            <>
              <p role="status" className="text-sm font-medium">
                {complete
                  ? t('complete')
                  : t('todo', { count: items.filter((i) => i.state !== 'done').length })}
              </p>
              <ul className="divide-y">
                {items.map((item) => (
                  <ItemRow key={item.id} item={item} />
                ))}
              </ul>
            </>
          )}
        </QueryStates>
      </CardContent>
    </Card>
  );
}
