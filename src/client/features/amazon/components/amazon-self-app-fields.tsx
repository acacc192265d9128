import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '#client/components/ui/input.tsx';
import { Field } from '#client/components/ui/label.tsx';
import type { SelfAuthorizedInput } from '#contracts/amazon.ts';
import type { ConnectFields } from './amazon-connect-schema.ts';

export type ConnectForm = UseFormReturn<ConnectFields, unknown, SelfAuthorizedInput>;

/** A field's translated message, and the props of a text input bound to the form. */
export function useConnectField(form: ConnectForm, busy: boolean) {
  const { t } = useTranslation('amazon');
  const { errors } = form.formState;
  return {
    message: (field: keyof ConnectFields) => {
      const key = errors[field]?.message;
      return key ? t(key) : undefined;
    },
    input: (field: Exclude<keyof ConnectFields, 'marketplace'>, id: string) => ({
      id,
      'aria-invalid': !!errors[field],
      autoComplete: 'off',
      disabled: busy,
      ...form.register(field),
    }),
  };
}

/** The seller's own SP-API app: seller ID, LWA client and refresh token. */
export function SelfAppFields({ form, busy }: { form: ConnectForm; busy: boolean }) {
  const { t } = useTranslation('amazon');
  const { message, input } = useConnectField(form, busy);
  /** Before a submit, the seller ID's shape is checked once the field has been left (not its presence). */
  const [sellerIdLeft, setSellerIdLeft] = useState(false);
  const checkSellerId = () => {
    if (form.formState.isSubmitted) return; // then every field is checked as it is typed
    if (form.getValues('sellerId').trim()) void form.trigger('sellerId');
    else form.clearErrors('sellerId');
  };
  return (
    <>
      <Field
        id="amazon-seller-id"
        label={t('form.sellerId')}
        hint={t('form.sellerIdHint')}
        error={message('sellerId')}
      >
        <Input
          {...input('sellerId', 'amazon-seller-id')}
          {...form.register('sellerId', {
            onBlur: () => {
              setSellerIdLeft(true);
              checkSellerId();
            },
            onChange: () => sellerIdLeft && checkSellerId(),
          })}
          placeholder="A2EUQ1WTGCTBG2"
          aria-describedby={form.formState.errors.sellerId ? 'amazon-seller-id-error' : undefined}
        />
      </Field>
      <Field id="amazon-client-id" label={t('form.clientId')} error={message('lwaClientId')}>
        <Input {...input('lwaClientId', 'amazon-client-id')} placeholder="amzn1.application-oa2-client.…" />
      </Field>
      <Field id="amazon-client-secret" label={t('form.clientSecret')} error={message('lwaClientSecret')}>
        <Input {...input('lwaClientSecret', 'amazon-client-secret')} type="password" />
      </Field>
      <Field
        id="amazon-refresh-token"
        label={t('form.refreshToken')}
        hint={t('form.secretsHint')}
        error={message('refreshToken')}
      >
        <Input {...input('refreshToken', 'amazon-refresh-token')} type="password" placeholder="Atzr|…" />
      </Field>
    </>
  );
}
