import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { usePlan } from '#client/features/billing/index.ts';
import { hasFeature } from '#domain/plans.ts';
import { AdvancedRoiForm } from './advanced-roi-form.tsx';
import { BasicRoiForm } from './basic-roi-form.tsx';

/** Dashboard panel (every plan): the basic calculator on free, the advanced one from starter. */
export function RoiCalculatorPanel() {
  const { t } = useTranslation('toolkit');
  const { plan, isLoading } = usePlan();
  const advanced = hasFeature(plan, 'advancedRoi');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('roi.title')}</CardTitle>
        <CardDescription>
          {advanced ? t('roi.advancedDescription') : t('roi.basicDescription')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? <Skeleton className="h-64" /> : advanced ? <AdvancedRoiForm /> : <BasicRoiForm />}
      </CardContent>
    </Card>
  );
}
