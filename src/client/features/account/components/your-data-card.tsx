import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Field } from '#client/components/ui/label.tsx';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import type { DeleteAccountBody } from '#contracts/account.ts';
import { accountExportUrl, useDeleteAccount } from '../api/account.ts';

/**
 * The contract's body (`deleteAccountBody`) with the same rules, written here: in the browser the
 * contracts carry no schemas (scripts/inert-contract-schemas.ts).
 */
const deleteAccountForm: z.ZodMiniType<DeleteAccountBody, DeleteAccountBody> = z.object({
  password: z.string().check(z.minLength(1), z.maxLength(256)),
});

function DeleteAccount() {
  const { t } = useTranslation('settings');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [asked, setAsked] = useState(false);
  // The server's own body; its one message (a wrong password) stays until the next submit.
  const form = useZodForm(deleteAccountForm, { defaultValues: { password: '' }, onEdit: 'keep' });
  const problem = form.formState.errors.root?.message;
  const password = form.watch('password');
  if (!asked)
    return (
      <div>
        <Button variant="outline" onClick={() => setAsked(true)}>
          <Trash2 aria-hidden="true" />
          {t('account.delete')}
        </Button>
      </div>
    );
  const submit = form.handleSubmit((body) =>
    remove.mutate(body, {
      onSuccess: () => {
        toast.success(t('account.deleted'));
        navigate('/');
      },
      onError: (err) => form.setError('root', { message: errorMessage(err) }),
    }),
  );
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-md border border-destructive/50 p-4"
      aria-labelledby="delete-account-title"
    >
      <h3 id="delete-account-title" className="font-semibold text-destructive">
        {t('account.deleteTitle')}
      </h3>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        <li>{t('account.deleteRemoves')}</li>
        <li>{t('account.deleteSubscription')}</li>
        <li>{t('account.deleteKeeps')}</li>
        <li>{t('account.deleteFinal')}</li>
      </ul>
      <Field id="delete-password" label={t('account.deletePassword')} error={problem}>
        <Input
          id="delete-password"
          type="password"
          autoComplete="current-password"
          aria-invalid={!!problem}
          {...form.register('password')}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" disabled={remove.isPending || !password}>
          {t('account.deleteConfirm')}
        </Button>
        <Button type="button" variant="outline" onClick={() => setAsked(false)}>
          {t('account.deleteKeep')}
        </Button>
      </div>
    </form>
  );
}

/** Settings card: download everything the account holds, or delete the account. */
export function YourDataCard() {
  const { t } = useTranslation('settings');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('account.dataTitle')}</CardTitle>
        <CardDescription>{t('account.dataDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div>
          <a href={accountExportUrl} download className={buttonVariants({ variant: 'outline' })}>
            <Download aria-hidden="true" />
            {t('account.export')}
          </a>
        </div>
        <DeleteAccount />
      </CardContent>
    </Card>
  );
}
