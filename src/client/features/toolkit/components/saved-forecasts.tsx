import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { QueryStates } from '#client/components/ui/query-states.tsx';
import { usePlan } from '#client/features/billing/index.ts';
import { formatDateTime, formatNumber } from '#client/lib/format.ts';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { hasFeature } from '#domain/plans.ts';
import { useDeleteForecast, useForecasts } from '../api/inventory.ts';
import { ForecastResult } from './forecast-result.tsx';

/** /inventory: the forecasts the seller ran, newest first; open one to see it again, or delete it. */
export function SavedForecasts() {
  const { t, i18n } = useTranslation('inventory');
  const errorMessage = useErrorMessage();
  const { plan } = usePlan();
  const allowed = hasFeature(plan, 'inventoryForecast');
  const forecasts = useForecasts(allowed);
  const remove = useDeleteForecast();
  const [open, setOpen] = useState<string | null>(null);
  if (!allowed) return null;
  const list = forecasts.data?.forecasts ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('saved.title')}</CardTitle>
        <CardDescription>{t('saved.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryStates
          query={forecasts}
          skeletonClassName="h-24"
          loadError={t('saved.loadError')}
          retry={{ label: t('saved.retry'), onRetry: () => void forecasts.refetch() }}
          isEmpty={list.length === 0}
          empty={<p className="text-sm text-muted-foreground">{t('saved.empty')}</p>}
        >
          <ul className="grid gap-2">
            {list.map((f) => (
              <li key={f.id} className="rounded-md border p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <button
                    type="button"
                    className="text-left font-medium underline-offset-4 hover:underline"
                    aria-expanded={open === f.id}
                    onClick={() => setOpen(open === f.id ? null : f.id)}
                  >
                    {f.inputs.productName}
                    {f.inputs.asin && (
                      <span className="ml-2 text-xs text-muted-foreground">{f.inputs.asin}</span>
                    )}
                  </button>
                  <div className="flex items-center gap-2 text-xs text-muted-foreground">
                    {formatDateTime(f.createdAt, i18n.language)}
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={t('saved.delete', { name: f.inputs.productName })}
                      disabled={remove.isPending}
                      onClick={() =>
                        remove.mutate(f.id, {
                          onSuccess: () => toast.success(t('saved.deleted')),
                          onError: (e) => toast.error(errorMessage(e)),
                        })
                      }
                    >
                      <Trash2 />
                    </Button>
                  </div>
                </div>
                <p className="text-sm text-muted-foreground">
                  {f.result.daysUntilStockout === null
                    ? t('out.noStockout')
                    : t('saved.summary', {
                        days: formatNumber(f.result.daysUntilStockout, i18n.language),
                        qty: formatNumber(f.result.recommendedQuantity, i18n.language),
                      })}
                </p>
                {open === f.id && (
                  <div className="mt-3">
                    <ForecastResult forecast={f.result} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        </QueryStates>
      </CardContent>
    </Card>
  );
}
