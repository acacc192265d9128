import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';

/** The three-step API setup, for Amazon's Selling Partner API (MWS is retired). */
export function SpApiSetupSteps({ oauth }: { oauth: boolean }) {
  const { t } = useTranslation('amazon');
  const mode = oauth ? 'oauth' : 'self';
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('steps.title')}</CardTitle>
        <CardDescription>{t('steps.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-4">
          {[1, 2, 3].map((n) => (
            <li key={n} className="flex gap-3">
              <span
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
                aria-hidden="true"
              >
                {n}
              </span>
              <div>
                <p className="font-medium">{t(`steps.${mode}.${n}.title`)}</p>
                <p className="text-sm text-muted-foreground">{t(`steps.${mode}.${n}.body`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
