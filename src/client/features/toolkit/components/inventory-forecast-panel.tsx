import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlanGate } from '#client/components/plan-gate.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import type { InventoryForecastView } from '../api/inventory.ts';
import { ForecastResult } from './forecast-result.tsx';
import { InventoryForecastForm } from './inventory-forecast-form.tsx';

/** Dashboard and /inventory block (pro and elite): run a forecast, see its result and chart. */
export function InventoryForecastPanel() {
  const { t } = useTranslation('toolkit');
  const [last, setLast] = useState<InventoryForecastView | null>(null);
  return (
    <PlanGate
      feature="inventoryForecast"
      title={t('inventory.title')}
      description={t('inventory.lockedDescription')}
    >
      <Card>
        <CardHeader>
          <CardTitle>{t('inventory.title')}</CardTitle>
          <CardDescription>{t('inventory.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <InventoryForecastForm onResult={setLast} />
          {last && <ForecastResult forecast={last.result} />}
        </CardContent>
      </Card>
    </PlanGate>
  );
}
