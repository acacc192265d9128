import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Field } from '#client/components/ui/label.tsx';
import { MarketplaceSelect } from '#client/features/seller-data/components/marketplace-select.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { SELLER_ID_PATTERN } from '#domain/sp-api.ts';
import { startAmazonOauth, useConnectAmazon } from '../api/amazon.ts';

/** The form's fields by the name the server gives in validation_failed, with their labels. */
const FIELD_LABELS = {
  marketplace: 'form.marketplace',
  email: 'form.email',
  sellerId: 'form.sellerId',
  lwaClientId: 'form.clientId',
  lwaClientSecret: 'form.clientSecret',
  refreshToken: 'form.refreshToken',
} as const;
type FieldName = keyof typeof FIELD_LABELS;
const isFieldName = (field: unknown): field is FieldName =>
  typeof field === 'string' && Object.hasOwn(FIELD_LABELS, field);

/** The server's rule (trimmed, upper-cased, then SELLER_ID_PATTERN). */
const isSellerId = (value: string) => SELLER_ID_PATTERN.test(value.trim().toUpperCase());

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
  const [sellerIdLeft, setSellerIdLeft] = useState(false);
  /** A field the server refused (validation_failed), until it is edited. */
  const [refused, setRefused] = useState<FieldName | null>(null);

  /** A refusal of one of the fields is shown next to it, and named by its label in the toast. */
  const showError = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'validation_failed' && isFieldName(error.params.field)) {
      setRefused(error.params.field);
      toast.error(t('errors:validation_failed', { field: t(FIELD_LABELS[error.params.field]) }));
      return;
    }
    toast.error(errorMessage(error));
  };
  const edited = (field: FieldName, update: (value: string) => void) => (value: string) => {
    update(value);
    if (refused === field) setRefused(null);
  };

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
    if (!oauth && !isSellerId(sellerId)) {
      toast.error(t('form.sellerIdInvalid'));
      return;
    }
    if (oauth) {
      setRedirecting(true);
      try {
        const { url } = await startAmazonOauth({ marketplace, email: email.trim() });
        window.location.assign(url);
      } catch (error) {
        setRedirecting(false);
        showError(error);
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
        onError: showError,
      },
    );
  };

  const fieldError = (field: FieldName, value: string) =>
    touched && !value.trim() ? t('form.required') : refused === field ? t('form.checkValue') : undefined;
  const sellerIdError =
    fieldError('sellerId', sellerId) ??
    ((touched || sellerIdLeft) && sellerId.trim() && !isSellerId(sellerId)
      ? t('form.sellerIdInvalid')
      : undefined);
  const busy = connect.isPending || redirecting;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={t('form.label')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="amazon-marketplace" label={t('form.marketplace')}>
          <MarketplaceSelect
            id="amazon-marketplace"
            value={marketplace}
            onChange={edited('marketplace', (v) => setMarketplace(v as MarketplaceCode))}
            disabled={busy}
          />
        </Field>
        <Field id="amazon-email" label={t('form.email')} error={fieldError('email', email)}>
          <Input
            id="amazon-email"
            aria-invalid={!!fieldError('email', email)}
            type="email"
            autoComplete="email"
            value={email}
            disabled={busy}
            onChange={(e) => edited('email', setEmail)(e.target.value)}
          />
        </Field>
      </div>
      {!oauth && (
        <>
          <Field
            id="amazon-seller-id"
            label={t('form.sellerId')}
            hint={t('form.sellerIdHint')}
            error={sellerIdError}
          >
            <Input
              id="amazon-seller-id"
              autoComplete="off"
              value={sellerId}
              disabled={busy}
              placeholder="A2EUQ1WTGCTBG2"
              aria-invalid={!!sellerIdError}
              aria-describedby={sellerIdError ? 'amazon-seller-id-error' : undefined}
              onBlur={() => setSellerIdLeft(true)}
              onChange={(e) => edited('sellerId', setSellerId)(e.target.value)}
            />
          </Field>
          <Field
            id="amazon-client-id"
            label={t('form.clientId')}
            error={fieldError('lwaClientId', lwaClientId)}
          >
            <Input
              id="amazon-client-id"
              aria-invalid={!!fieldError('lwaClientId', lwaClientId)}
              autoComplete="off"
              value={lwaClientId}
              disabled={busy}
              placeholder="amzn1.application-oa2-client.…"
              onChange={(e) => edited('lwaClientId', setClientId)(e.target.value)}
            />
          </Field>
          <Field
            id="amazon-client-secret"
            label={t('form.clientSecret')}
            error={fieldError('lwaClientSecret', lwaClientSecret)}
          >
            <Input
              id="amazon-client-secret"
              aria-invalid={!!fieldError('lwaClientSecret', lwaClientSecret)}
              type="password"
              autoComplete="off"
              value={lwaClientSecret}
              disabled={busy}
              onChange={(e) => edited('lwaClientSecret', setClientSecret)(e.target.value)}
            />
          </Field>
          <Field
            id="amazon-refresh-token"
            label={t('form.refreshToken')}
            hint={t('form.secretsHint')}
            error={fieldError('refreshToken', refreshToken)}
          >
            <Input
              id="amazon-refresh-token"
              aria-invalid={!!fieldError('refreshToken', refreshToken)}
              type="password"
              autoComplete="off"
              value={refreshToken}
              disabled={busy}
              placeholder="Atzr|…"
              onChange={(e) => edited('refreshToken', setRefreshToken)(e.target.value)}
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
