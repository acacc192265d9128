import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlanGate } from '#client/components/plan-gate.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import type { InventoryForecastView } from '../api/inventory.ts';
import { ForecastResult } from './forecast-result.tsx';
import { InventoryForecastForm } from './inventory-forecast-form.tsx';

/** Dashboard and /inventory block (pro and elite): run a forecast, see its result and chart. */
export function InventoryForecastPanel() {
  const { t } = useTranslation('inventory');
  const [last, setLast] = useState<InventoryForecastView | null>(null);
  return (
    <PlanGate feature="inventoryForecast" title={t('title')} description={t('lockedDescription')}>
      <Card>
        <CardHeader>
          <CardTitle>{t('title')}</CardTitle>
          <CardDescription>{t('description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <InventoryForecastForm onResult={setLast} />
          {last && <ForecastResult forecast={last.result} />}
        </CardContent>
      </Card>
    </PlanGate>
  );
}
