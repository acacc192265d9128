import { useTranslation } from 'react-i18next';
import { Popover, PopoverContent, PopoverTrigger } from '#client/components/ui/popover.tsx';
import { cn } from '#client/lib/cn.ts';
import type { OpportunityEstimate } from '#domain/estimators/opportunity.ts';

/** Colour of an opportunity score: 80+ best, 60+ good (specification thresholds); unknown is muted. */
export const scoreTone = (score: number | null) =>
  score === null
    ? 'bg-muted text-muted-foreground'
    : score >= 80
      ? 'bg-green-100 text-green-900'
      : score >= 60
        ? 'bg-amber-100 text-amber-900'
        : 'bg-muted text-foreground';

/** The AI score /100 ("—" when unknown); clicking (or Enter) opens how it was computed. */
export function ScoreBreakdown({ opportunity }: { opportunity: OpportunityEstimate }) {
  const { t } = useTranslation(['research', 'research-results'], { nsMode: 'fallback' });
  const unknown = opportunity.score === null;
  return (
    <Popover>
      <PopoverTrigger
        className={cn(
          'rounded-md px-2 py-1 text-sm font-bold tabular-nums focus-visible:outline-2 focus-visible:outline-ring',
          scoreTone(opportunity.score),
        )}
        aria-label={unknown ? t('score.openUnknown') : t('score.open', { score: opportunity.score })}
      >
        {unknown ? '—' : t('score.value', { score: opportunity.score })}
      </PopoverTrigger>
      <PopoverContent>
        <p className="font-semibold">{t('score.title')}</p>
        <p className="mb-3 text-xs text-muted-foreground">{t('score.explain')}</p>
        {unknown && <p className="mb-3 text-xs font-medium">{t('score.unknownExplain')}</p>}
        <table className="w-full text-xs">
          <thead>
            <tr className="text-left text-muted-foreground">
              <th className="pb-1 font-medium">{t('score.component')}</th>
              <th className="pb-1 text-right font-medium">{t('score.weight')}</th>
              <th className="pb-1 pl-3 text-right font-medium">{t('score.points')}</th>
            </tr>
          </thead>
          <tbody>
            {opportunity.components.map((c) => (
              <tr key={c.key}>
                <td className="py-0.5">{t(`score.components.${c.key}`)}</td>
                <td className="py-0.5 text-right tabular-nums">{Math.round(c.weight * 100)} %</td>
                <td className="py-0.5 pl-3 text-right tabular-nums">
                  {c.score === null ? t('score.unknown') : c.score}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-3 text-xs text-muted-foreground">{t('score.estimateNote')}</p>
      </PopoverContent>
    </Popover>
  );
}
