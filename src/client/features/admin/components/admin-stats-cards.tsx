import { CreditCard, Euro, Search, Star, UserPlus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { formatNumber } from '#client/lib/format.ts';
import { formatMoney, money } from '#domain/money.ts';
import { PAID_PLAN_IDS } from '#domain/plans.ts';
import { useAdminStats } from '../api/admin-stats.ts';

export function AdminStatsCards() {
  const { t, i18n } = useTranslation('admin');
  const { data, isPending, isError } = useAdminStats();
  const n = (v: number | undefined) => formatNumber(v ?? 0, i18n.language);
  const byPlan = data
    ? PAID_PLAN_IDS.map((p) => `${t(`common:plans.${p}`)} ${n(data.paidSubscriptions[p])}`).join(' · ')
    : '';
  const cards = [
    { key: 'users', icon: Users, value: n(data?.users) },
    { key: 'signupsThisMonth', icon: UserPlus, value: n(data?.signupsThisMonth) },
    { key: 'paidSubscriptions', icon: CreditCard, value: n(data?.paidSubscriptions.total), detail: byPlan },
    {
      key: 'mrr',
      icon: Euro,
      value: data ? formatMoney(money(data.mrr.cents, data.mrr.currency), i18n.language) : '',
      detail: data ? t('stats.mrrDetail', { count: data.mrr.subscriptions }) : '',
    },
    {
      key: 'searchesThisMonth',
      icon: Search,
      value: n(data?.searchesThisMonth.total),
      detail: data
        ? t('stats.searchesDetail', {
            product: n(data.searchesThisMonth.product),
            keyword: n(data.searchesThisMonth.keyword),
          })
        : '',
    },
    {
      key: 'averageRating',
      icon: Star,
      value:
        data?.reviews.average == null
          ? '—'
          : formatNumber(data.reviews.average, i18n.language, {
              minimumFractionDigits: 1,
              maximumFractionDigits: 1,
            }),
      detail: data ? t('stats.reviewsDetail', { count: data.reviews.count }) : '',
    },
  ];
  if (isError) return <p className="text-destructive">{t('loadError')}</p>;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
      {cards.map(({ key, icon: Icon, value, detail }) => (
        <Card key={key}>
          <CardContent className="flex items-start justify-between gap-2 p-5">
            <div className="min-w-0">
              <p className="text-sm text-muted-foreground">{t(`stats.${key}`)}</p>
              {isPending ? (
                <Skeleton className="mt-2 h-8 w-16" />
              ) : (
                <p className="mt-1 text-2xl font-bold" data-testid={`stat-${key}`}>
                  {value}
                </p>
              )}
              {detail && <p className="mt-1 text-xs text-muted-foreground">{detail}</p>}
            </div>
            <Icon className="size-6 shrink-0 text-accent" aria-hidden="true" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
