import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { MarketplaceCode } from '../../../../domain/marketplaces.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Field } from '../../../components/ui/label.tsx';
import { useErrorMessage } from '../../../lib/use-error-message.ts';
import { MarketplaceSelect } from '../../seller-data/components/marketplace-select.tsx';
import { startAmazonOauth, useConnectAmazon } from '../api/amazon.ts';

/**
 * Disconnected state: "Connect with Amazon" (the operator's SP-API app) or the seller's own
 * self-authorised app (LWA client and refresh token). Amazon tests the credentials before saving.
 */
export function AmazonConnectForm({ oauth }: { oauth: boolean }) {
  const { t } = useTranslation('amazon');
  const errorMessage = useErrorMessage();
  const connect = useConnectAmazon();
  const [marketplace, setMarketplace] = useState<MarketplaceCode>('FR');
  const [email, setEmail] = useState('');
  const [sellerId, setSellerId] = useState('');
  const [lwaClientId, setClientId] = useState('');
  const [lwaClientSecret, setClientSecret] = useState('');
  const [refreshToken, setRefreshToken] = useState('');
  const [redirecting, setRedirecting] = useState(false);
  const [touched, setTouched] = useState(false);

  const missing =
    !email.trim() ||
    (!oauth && (!sellerId.trim() || !lwaClientId.trim() || !lwaClientSecret.trim() || !refreshToken.trim()));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (missing) {
      toast.error(t('form.requiredFields'));
      return;
    }
    if (oauth) {
      setRedirecting(true);
      try {
        const { url } = await startAmazonOauth({ marketplace, email: email.trim() });
        window.location.assign(url);
      } catch (error) {
        setRedirecting(false);
        toast.error(errorMessage(error));
      }
      return;
    }
    connect.mutate(
      {
        marketplace,
        email: email.trim(),
        sellerId: sellerId.trim(),
        lwaClientId: lwaClientId.trim(),
        lwaClientSecret,
        refreshToken: refreshToken.trim(),
      },
      {
        onSuccess: () => {
          toast.success(t('form.connected'));
          setClientSecret('');
          setRefreshToken('');
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  const required = (value: string) => (touched && !value.trim() ? t('form.required') : undefined);
  const busy = connect.isPending || redirecting;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={t('form.label')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="amazon-marketplace" label={t('form.marketplace')}>
          <MarketplaceSelect
            id="amazon-marketplace"
            value={marketplace}
            onChange={setMarketplace}
            disabled={busy}
          />
        </Field>
        <Field id="amazon-email" label={t('form.email')} error={required(email)}>
          <Input
            id="amazon-email"
            type="email"
            autoComplete="email"
            value={email}
            disabled={busy}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
      </div>
      {!oauth && (
        <>
          <Field
            id="amazon-seller-id"
            label={t('form.sellerId')}
            hint={t('form.sellerIdHint')}
            error={required(sellerId)}
          >
            <Input
              id="amazon-seller-id"
              autoComplete="off"
              value={sellerId}
              disabled={busy}
              placeholder="A2EUQ1WTGCTBG2"
              onChange={(e) => setSellerId(e.target.value)}
            />
          </Field>
          <Field id="amazon-client-id" label={t('form.clientId')} error={required(lwaClientId)}>
            <Input
              id="amazon-client-id"
              autoComplete="off"
              value={lwaClientId}
              disabled={busy}
              placeholder="amzn1.application-oa2-client.…"
              onChange={(e) => setClientId(e.target.value)}
            />
          </Field>
          <Field id="amazon-client-secret" label={t('form.clientSecret')} error={required(lwaClientSecret)}>
            <Input
              id="amazon-client-secret"
              type="password"
              autoComplete="off"
              value={lwaClientSecret}
              disabled={busy}
              onChange={(e) => setClientSecret(e.target.value)}
            />
          </Field>
          <Field
            id="amazon-refresh-token"
            label={t('form.refreshToken')}
            hint={t('form.secretsHint')}
            error={required(refreshToken)}
          >
            <Input
              id="amazon-refresh-token"
              type="password"
              autoComplete="off"
              value={refreshToken}
              disabled={busy}
              placeholder="Atzr|…"
              onChange={(e) => setRefreshToken(e.target.value)}
            />
          </Field>
        </>
      )}
      <div>
        <Button type="submit" disabled={busy}>
          {connect.isPending
            ? t('form.testing')
            : redirecting
              ? t('form.redirecting')
              : oauth
                ? t('form.connectWithAmazon')
                : t('form.connect')}
        </Button>
      </div>
    </form>
  );
}
