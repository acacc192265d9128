import { UserPlus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useAdminStats } from '../api/admin-stats.ts';

export function AdminStatsCards() {
  const { t, i18n } = useTranslation('admin');
  const { data, isPending } = useAdminStats();
  const cards = [
    { key: 'users', icon: Users, value: data?.users },
    { key: 'signupsThisMonth', icon: UserPlus, value: data?.signupsThisMonth },
  ];
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {cards.map(({ key, icon: Icon, value }) => (
        <Card key={key}>
          <CardContent className="flex items-start justify-between p-5">
            <div>
              <p className="text-sm text-muted-foreground">{t(`stats.${key}`)}</p>
              {isPending ? (
                <Skeleton className="mt-2 h-8 w-16" />
              ) : (
                <p className="mt-1 text-2xl font-bold">{formatNumber(value ?? 0, i18n.language)}</p>
              )}
            </div>
            <Icon className="size-6 text-accent" aria-hidden="true" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
