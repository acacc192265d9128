import { Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Progress } from '#client/components/ui/progress.tsx';
import { QueryStates } from '#client/components/ui/query-states.tsx';
import { cn } from '#client/lib/cn.ts';
import { formatLongDate, formatNumber } from '#client/lib/format.ts';
import { isUnlimited, type QuotaKind } from '#domain/plans.ts';
import { useUsage } from '../api/usage.ts';

const KINDS: QuotaKind[] = ['productSearches', 'keywordSearches', 'trackedCompetitors'];
/** The meter turns to a warning at 90 % of a limit (spec §9). */
export const WARNING_RATIO = 0.9;

export function UsageMeterPanel() {
  const { t, i18n } = useTranslation('billing');
  const usage = useUsage();
  const n = (v: number) => formatNumber(v, i18n.language);
  return (
    <section aria-labelledby="usage-meter-title">
      <Card>
        <CardHeader>
          <CardTitle id="usage-meter-title" className="flex items-center gap-2 text-base">
            <Gauge className="size-5 text-primary" aria-hidden="true" />
            {t('usage.title')}
          </CardTitle>
          {usage.data && (
            <p className="text-sm text-muted-foreground">
              {t('usage.resets', { date: formatLongDate(usage.data.resetsAt, i18n.language) })}
            </p>
          )}
        </CardHeader>
        <CardContent className="space-y-4">
          <QueryStates query={usage} skeletonClassName="h-28" loadError={t('common:status.error')}>
            {({ quotas, plan }) => (
              <>
                {KINDS.map((kind) => {
                  const { used, limit } = quotas[kind];
                  const unlimited = isUnlimited(limit);
                  const ratio = unlimited ? 0 : limit === 0 ? 1 : used / limit;
                  const excluded = limit === 0;
                  const warn = !unlimited && !excluded && ratio >= WARNING_RATIO;
                  const id = `usage-${kind}`;
                  return (
                    <div key={kind} className="space-y-1.5" data-testid={id}>
                      <div className="flex items-baseline justify-between gap-2 text-sm">
                        <span id={id}>{t(`usage.${kind}`)}</span>
                        <span className={cn('font-medium tabular-nums', warn && 'text-destructive')}>
                          {unlimited
                            ? t('usage.unlimitedUsed', { used: n(used) })
                            : excluded
                              ? '—'
                              : t('usage.of', { used: n(used), limit: n(limit) })}
                        </span>
                      </div>
                      {unlimited || excluded ? (
                        <p className="text-xs text-muted-foreground">
                          {unlimited ? t('usage.unlimited') : t('usage.notIncluded')}
                        </p>
                      ) : (
                        <Progress
                          aria-labelledby={id}
                          value={Math.round(ratio * 100)}
                          indicatorClassName={warn ? 'bg-destructive' : undefined}
                        />
                      )}
                      {warn && (
                        <p className="text-xs text-destructive">
                          {used >= limit ? t('usage.reached') : t('usage.nearLimit')}
                        </p>
                      )}
                    </div>
                  );
                })}
                {plan !== 'elite' && (
                  <Link to="/pricing" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                    {t('usage.upgrade')}
                  </Link>
                )}
              </>
            )}
          </QueryStates>
        </CardContent>
      </Card>
    </section>
  );
}
