import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Field } from '#client/components/ui/label.tsx';
import { QueryStates } from '#client/components/ui/query-states.tsx';
import { useSavedForm } from '#client/lib/use-saved-form.ts';
import { useProfile, useUpdateProfile } from '../api/profile.ts';

/** The schema comes with the form library, at the first focus or press in the form (ADR 115). */
const schema = () => import('./profile-schema.ts').then((m) => m.profileSchema);

export function ProfileCard() {
  const { t } = useTranslation('settings');
  const profileQuery = useProfile();
  const update = useUpdateProfile();
  const { form, submit } = useSavedForm(schema, {
    stored: profileQuery.data,
    fieldsOf: (profile) => ({ name: profile.name, companyName: profile.companyName ?? '' }),
    defaultValues: { name: '', companyName: '' },
    // react-hook-form's own re-check while typing, as this card had before useZodForm.
    onEdit: 'revalidate',
    save: update.mutate,
    savedMessage: t('profile.saved'),
  });
  const { errors, isDirty } = form.formState;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('profile.title')}</CardTitle>
        <CardDescription>{t('profile.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryStates
          query={profileQuery}
          skeletonClassName={['h-10', 'h-10', 'h-10']}
          loadError={t('common:status.error')}
        >
          {({ email }) => (
            <form onSubmit={submit} noValidate className="grid gap-4">
              <Field
                id="profile-name"
                label={t('profile.displayName')}
                error={errors.name && t(errors.name.message ?? '')}
              >
                <Input
                  id="profile-name"
                  autoComplete="name"
                  aria-invalid={!!errors.name}
                  {...form.register('name')}
                />
              </Field>
              <Field
                id="profile-company"
                label={t('profile.companyName')}
                error={errors.companyName && t(errors.companyName.message ?? '')}
              >
                <Input
                  id="profile-company"
                  autoComplete="organization"
                  aria-invalid={!!errors.companyName}
                  {...form.register('companyName')}
                />
              </Field>
              <Field id="profile-email" label={t('profile.email')} hint={t('profile.emailReadOnly')}>
                <Input id="profile-email" value={email} readOnly disabled />
              </Field>
              <div>
                <Button type="submit" disabled={update.isPending || !isDirty}>
                  {update.isPending ? t('profile.saving') : t('profile.save')}
                </Button>
              </div>
            </form>
          )}
        </QueryStates>
      </CardContent>
    </Card>
  );
}
