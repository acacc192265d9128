import { Store } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { PanelHeader } from '#client/components/ui/panel-header.tsx';
import { QueryStates } from '#client/components/ui/query-states.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { formatDateTime, formatShortDate } from '#client/lib/format.ts';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { MARKETPLACES } from '#domain/marketplaces.ts';
import { useAmazonConnection, useDisconnectAmazon, useSyncAmazon } from '../api/amazon.ts';
import { AmazonConnectForm } from './amazon-connect-form.tsx';
import { SpApiSetupSteps } from './sp-api-setup-steps.tsx';

/** Settings: the Amazon seller account connected through SP-API, and the three setup steps. */
export function AmazonConnectionCard() {
  const { t, i18n } = useTranslation('amazon');
  const errorMessage = useErrorMessage();
  const connectionQuery = useAmazonConnection();
  const { data, isPending } = connectionQuery;
  const disconnect = useDisconnectAmazon();
  const sync = useSyncAmazon();
  const [confirming, setConfirming] = useState(false);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const ref = useRef<HTMLDivElement>(null);

  // Back from Seller Central: say how it went, then clean the address.
  useEffect(() => {
    const result = params.get('amazon');
    const error = params.get('amazon_error');
    if (!result && !error) return;
    if (result === 'connected') toast.success(t('form.connected'));
    if (error) toast.error(errorMessage(new ApiError(400, error)));
    navigate({ pathname: location.pathname, hash: location.hash }, { replace: true });
  }, [params, navigate, location.pathname, location.hash, t, errorMessage]);

  useEffect(() => {
    if (location.hash === '#amazon' && !isPending) ref.current?.scrollIntoView({ block: 'start' });
  }, [location.hash, isPending]);

  const connection = data?.connection;
  return (
    <div ref={ref} id="amazon" className="grid scroll-mt-20 gap-6">
      <Card>
        <PanelHeader icon={Store} title={t('title')} description={t('description')} />
        <CardContent>
          <QueryStates query={connectionQuery} skeletonClassName="h-40" loadError={t('loadError')}>
            {({ oauthAvailable }) =>
              connection ? (
                <div className="grid gap-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge variant="success">{t('connected.badge')}</Badge>
                    <span className="text-sm text-muted-foreground">
                      {t(`connected.mode.${connection.mode}`)} ·{' '}
                      {t('connected.since', { date: formatDateTime(connection.connectedAt, i18n.language) })}
                    </span>
                  </div>
                  <dl className="grid gap-2 text-sm sm:grid-cols-2">
                    <div>
                      <dt className="text-muted-foreground">{t('form.marketplace')}</dt>
                      <dd className="font-medium">{MARKETPLACES[connection.marketplace].domain}</dd>
                    </div>
                    <div>
                      <dt className="text-muted-foreground">{t('form.sellerId')}</dt>
                      <dd className="break-all font-mono">{connection.sellerId}</dd>
                    </div>
                    <div>
                      <dt className="text-muted-foreground">{t('form.email')}</dt>
                      <dd className="break-all">{connection.email}</dd>
                    </div>
                    <div>
                      <dt className="text-muted-foreground">{t('connected.lastSync')}</dt>
                      <dd data-testid="amazon-last-sync">
                        {connection.lastSyncAt
                          ? `${formatDateTime(connection.lastSyncAt, i18n.language)} · ${
                              connection.lastSyncStatus === 'error'
                                ? errorMessage(new ApiError(0, connection.lastSyncError ?? 'amazon_error'))
                                : t('connected.syncOk')
                            }`
                          : t('connected.neverSynced')}
                      </dd>
                    </div>
                    {connection.salesSyncedThrough && (
                      <div>
                        <dt className="text-muted-foreground">{t('connected.salesThrough')}</dt>
                        <dd>{formatShortDate(`${connection.salesSyncedThrough}T00:00:00`, i18n.language)}</dd>
                      </div>
                    )}
                  </dl>
                  <p className="text-xs text-muted-foreground">{t('connected.tokensNote')}</p>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="outline"
                      disabled={sync.isPending}
                      onClick={() =>
                        sync.mutate(undefined, {
                          onSuccess: () => toast.success(t('connected.syncRequested')),
                          onError: (error) => toast.error(errorMessage(error)),
                        })
                      }
                    >
                      {t('connected.syncNow')}
                    </Button>
                    <Button variant="destructive" onClick={() => setConfirming(true)}>
                      {t('connected.disconnect')}
                    </Button>
                  </div>
                </div>
              ) : (
                <AmazonConnectForm oauth={oauthAvailable} />
              )
            }
          </QueryStates>
        </CardContent>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('connected.confirmTitle')}
          description={t('connected.confirmBody')}
          confirmLabel={t('connected.disconnect')}
          pending={disconnect.isPending}
          onConfirm={() =>
            disconnect.mutate(undefined, {
              onSuccess: () => {
                setConfirming(false);
                toast.success(t('connected.disconnected'));
              },
              onError: (error) => toast.error(errorMessage(error)),
            })
          }
        />
      </Card>
      <SpApiSetupSteps oauth={data?.oauthAvailable ?? false} />
    </div>
  );
}
