import { Boxes, KeyRound, Percent, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { formatNumber, formatPercent } from '#client/lib/format.ts';
import type { DashboardStats } from '#contracts/dashboard.ts';
import { useDashboardStats } from '../api/stats.ts';

const CARDS: { key: keyof DashboardStats; icon: typeof Boxes; percent?: boolean }[] = [
  { key: 'trackedProducts', icon: Boxes },
  { key: 'salesThisMonth', icon: ShoppingCart },
  { key: 'averageMargin', icon: Percent, percent: true },
  { key: 'monitoredKeywords', icon: KeyRound },
];

/** The four statistics; a value with no data behind it shows a dash, never an invented number. */
export function StatCards() {
  const { t, i18n } = useTranslation('dashboard');
  const { data, isPending } = useDashboardStats();
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {CARDS.map(({ key, icon: Icon, percent }) => {
        const value = data?.[key];
        return (
          <Card key={key}>
            <CardContent className="flex items-start justify-between gap-2 p-5">
              <div>
                <p className="text-sm text-muted-foreground">{t(`stats.${key}`)}</p>
                {isPending ? (
                  <Skeleton className="mt-2 h-8 w-16" />
                ) : (
                  <p
                    className="mt-1 text-2xl font-bold"
                    data-testid={`stat-${key}`}
                    title={value == null ? t('stats.noData') : undefined}
                  >
                    {value == null
                      ? '—'
                      : percent
                        ? formatPercent(value, i18n.language)
                        : formatNumber(value, i18n.language)}
                  </p>
                )}
              </div>
              <Icon className="size-6 text-accent" aria-hidden="true" />
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
