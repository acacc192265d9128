import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { PanelHeader } from '#client/components/ui/panel-header.tsx';
import { QueryStates } from '#client/components/ui/query-states.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { isLanguage } from '#domain/languages.ts';
import { useAlertPreferences, useSaveAlertPreferences } from '../api/notifications.ts';

/** Settings card: e-mail me when an alert triggers (in the language the app is shown in). */
export function AlertEmailSection() {
  const { t, i18n } = useTranslation('alerts');
  const errorMessage = useErrorMessage();
  const preferences = useAlertPreferences();
  const save = useSaveAlertPreferences();
  const language = i18n.language.slice(0, 2);
  return (
    <Card>
      <PanelHeader icon={Mail} title={t('email.title')} description={t('email.description')} />
      <CardContent>
        <QueryStates query={preferences} skeletonClassName="h-8" loadError={t('common:status.error')}>
          {({ emailOnTrigger: on }) => (
            <div className="flex items-center justify-between gap-4">
              <Label htmlFor="alert-email">{t('email.label')}</Label>
              <Switch
                id="alert-email"
                checked={on}
                disabled={save.isPending}
                onCheckedChange={(emailOnTrigger) =>
                  save.mutate(
                    { emailOnTrigger, language: isLanguage(language) ? language : 'en' },
                    {
                      onSuccess: () => toast.success(emailOnTrigger ? t('email.on') : t('email.off')),
                      onError: (e) => toast.error(errorMessage(e)),
                    },
                  )
                }
              />
            </div>
          )}
        </QueryStates>
      </CardContent>
    </Card>
  );
}
