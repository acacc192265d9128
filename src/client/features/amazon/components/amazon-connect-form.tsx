import { useMemo, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MarketplaceSelect } from '#client/components/marketplace-select.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Field } from '#client/components/ui/label.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { firstErrorMessage, useZodForm } from '#client/lib/use-zod-form.ts';
import type { SelfAuthorizedInput } from '#contracts/amazon.ts';
import { startAmazonOauth, useConnectAmazon } from '../api/amazon.ts';
import { emptyConnectFields, FIELD_LABELS, isFieldName, REQUIRED } from './amazon-connect-fields.ts';
import type { ConnectFields } from './amazon-connect-schema.ts';
import { SelfAppFields, useConnectField } from './amazon-self-app-fields.tsx';

/**
 * Disconnected state: "Connect with Amazon" (the operator's SP-API app) or the seller's own
 * self-authorised app (LWA client and refresh token). Amazon tests the credentials before saving.
 * After a submit, each field's message follows what is typed; a field the server refuses is
 * marked until it is edited.
 */
export function AmazonConnectForm({ oauth }: { oauth: boolean }) {
  const { t } = useTranslation('amazon');
  const errorMessage = useErrorMessage();
  const connect = useConnectAmazon();
  const [redirecting, setRedirecting] = useState(false);
  // The schema comes with the form library, at the first focus or press in the form (ADR 115).
  const schema = useMemo(
    () => () => import('./amazon-connect-schema.ts').then((m) => m.connectSchema(oauth)),
    [oauth],
  );
  const form = useZodForm(schema, { defaultValues: emptyConnectFields, onEdit: 'revalidate' });
  const busy = connect.isPending || redirecting;

  /** A refusal of one of the fields is shown next to it, and named by its label in the toast. */
  const showError = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'validation_failed' && isFieldName(error.params.field)) {
      form.setError(error.params.field, { type: 'server', message: 'form.checkValue' });
      toast.error(t('errors:validation_failed', { field: t(FIELD_LABELS[error.params.field]) }));
      return;
    }
    toast.error(errorMessage(error));
  };

  const submit = async (input: SelfAuthorizedInput) => {
    if (!oauth) {
      connect.mutate(input, {
        onSuccess: () => {
          toast.success(t('form.connected'));
          form.setValue('lwaClientSecret', '');
          form.setValue('refreshToken', '');
        },
        onError: showError,
      });
      return;
    }
    setRedirecting(true);
    try {
      const { url } = await startAmazonOauth({ marketplace: input.marketplace, email: input.email });
      window.location.assign(url);
    } catch (error) {
      setRedirecting(false);
      showError(error);
    }
  };
  /** One toast: the missing fields first, then the seller ID's shape. */
  const refused = (problems: FieldErrors<ConnectFields>) =>
    toast.error(
      t(
        Object.values(problems).some((p) => p?.message === REQUIRED)
          ? 'form.requiredFields'
          : (firstErrorMessage(problems) ?? ''),
      ),
    );

  const { message, input } = useConnectField(form, busy);

  return (
    <form
      onSubmit={form.handleSubmit(submit, refused)}
      noValidate
      className="grid gap-4"
      aria-label={t('form.label')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="amazon-marketplace" label={t('form.marketplace')}>
          <MarketplaceSelect
            id="amazon-marketplace"
            value={form.watch('marketplace')}
            onChange={(code) => {
              form.setValue('marketplace', code);
              form.clearErrors('marketplace');
            }}
            disabled={busy}
          />
        </Field>
        <Field id="amazon-email" label={t('form.email')} error={message('email')}>
          <Input {...input('email', 'amazon-email')} type="email" autoComplete="email" />
        </Field>
      </div>
      {!oauth && <SelfAppFields form={form} busy={busy} />}
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
