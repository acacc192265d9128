import { Bell, BellRing, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { PanelHeader } from '#client/components/ui/panel-header.tsx';
import { QueryStates } from '#client/components/ui/query-states.tsx';
import { cn } from '#client/lib/cn.ts';
import { formatDateTime } from '#client/lib/format.ts';
import { useMarkNotificationsRead, useNotifications } from '../api/notifications.ts';
import { useNotificationText } from './notification-text.ts';
import { useAlertToasts } from './use-alert-toasts.ts';

/**
 * Dashboard alerts panel (every plan): the alerts that triggered on observed data, newest first.
 * While it is open it polls, and a new one also shows as a 15-second toast.
 */
export function AlertsPanel() {
  const { t, i18n } = useTranslation('alerts');
  const { data, isPending, isError, refetch } = useNotifications();
  const markRead = useMarkNotificationsRead();
  const text = useNotificationText();
  useAlertToasts(data?.notifications);
  const notifications = data?.notifications ?? [];

  return (
    <Card>
      <PanelHeader
        icon={Bell}
        title={t('panel.title')}
        description={t('panel.description')}
        actions={
          data &&
          data.unread > 0 && (
            <div className="flex items-center gap-2">
              <Badge variant="accent">{t('panel.unread', { count: data.unread })}</Badge>
              <Button
                size="sm"
                variant="ghost"
                disabled={markRead.isPending}
                onClick={() => markRead.mutate()}
              >
                {t('panel.markRead')}
              </Button>
            </div>
          )
        }
      />
      <CardContent>
        <QueryStates
          query={{ isPending, isError }}
          skeletonClassName="h-24"
          loadError={t('panel.loadError')}
          retry={{ label: t('panel.retry'), onRetry: () => void refetch() }}
          isEmpty={notifications.length === 0}
          empty={
            <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-6 text-center">
              <p className="font-medium">{t('panel.empty')}</p>
              <p className="text-sm text-muted-foreground">{t('panel.emptyBody')}</p>
              <Link to="/settings" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                <Settings aria-hidden="true" />
                {t('panel.connect')}
              </Link>
            </div>
          }
        >
          <ul className="grid max-h-96 gap-2 overflow-y-auto" aria-label={t('panel.listLabel')}>
            {notifications.map((n) => {
              const { title, body } = text(n);
              return (
                <li
                  key={n.id}
                  className={cn(
                    'flex gap-3 rounded-md border p-3 text-sm',
                    !n.read && 'border-accent bg-accent/5',
                  )}
                >
                  <BellRing
                    className={cn('mt-0.5 size-4 shrink-0', n.read ? 'text-muted-foreground' : 'text-accent')}
                    aria-hidden="true"
                  />
                  <div className="min-w-0">
                    <p className="font-medium">
                      {title}
                      {!n.read && <span className="sr-only"> ({t('panel.new')})</span>}
                    </p>
                    <p className="break-words text-muted-foreground">{body}</p>
                    <p className="mt-1 text-xs text-muted-foreground">
                      <time dateTime={n.createdAt}>{formatDateTime(n.createdAt, i18n.language)}</time>
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        </QueryStates>
      </CardContent>
    </Card>
  );
}
