import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { FeeBreakdown } from '#client/features/fees/index.ts';
import { formatNumber } from '#client/lib/format.ts';
import type { ProductAnalysis } from '../api/analyzer.ts';
import { useAnalysisFigures, useAnalysisFormat } from './analysis-figures.ts';
import { CompetitorSection, NicheSection } from './analysis-market-sections.tsx';
import { useSourcingFlagText } from './use-sourcing-flag-text.ts';

const verdictVariant = { pursue: 'success', investigate: 'warning', avoid: 'destructive' } as const;

/** Figures first (each from an estimator), then the assessment and the summary. */
export function AnalysisResult({ analysis: a }: { analysis: ProductAnalysis }) {
  const { t, i18n } = useTranslation('toolkit');
  const lng = i18n.language;
  const p = a.product;
  const flagText = useSourcingFlagText();
  const format = useAnalysisFormat(a);
  const figures = useAnalysisFigures(a, format);
  // A sourcing rule's note reads as the rule's own reason ("Dangerous goods: category “Perfumes”…").
  const noteText = (n: (typeof a.assessment.strengths)[number]) => {
    const flag = n.code === 'sourcingRule' ? a.sourcing.find((f) => f.rule === n.params?.rule) : undefined;
    return flag ? `${t(`sourcing.rule.${flag.rule}`)}: ${flagText(flag)}` : format.note(n);
  };
  // Without a score, the summary says which inputs are missing rather than "—/100: worth a look".
  const missing = p.opportunity.components.filter((c) => c.score === null);
  const localSummary =
    a.verdictScore === null
      ? t('analyzer.summary.unscored', {
          known: p.opportunity.components.length - missing.length,
          missing: missing.map((c) => t(`scanner.component.${c.key}`).toLowerCase()).join(', '),
        })
      : t(`analyzer.summary.${a.assessment.verdict}`, { score: a.verdictScore });
  return (
    <div className="grid gap-4" data-testid="analysis-result">
      <div className="flex flex-wrap items-center gap-3">
        <p className="font-medium">
          {p.title} <span className="text-xs text-muted-foreground">{p.asin}</span>
        </p>
        <Badge variant={verdictVariant[a.assessment.verdict]}>
          {t(`analyzer.verdict.${a.assessment.verdict}`)}
        </Badge>
        <span className="text-sm font-semibold">
          {a.verdictScore === null
            ? t('analyzer.scoreUnknown')
            : t('analyzer.score', { score: a.verdictScore })}
        </span>
      </div>
      {a.sourcing.length > 0 && (
        <ul
          className="grid gap-1 rounded-md border border-destructive/40 p-3 text-sm"
          data-testid="sourcing-flags"
        >
          {a.sourcing.map((f) => (
            <li key={f.rule}>
              <span className="font-medium">{t(`sourcing.rule.${f.rule}`)}</span> — {flagText(f)}{' '}
              <span className="text-xs text-muted-foreground">
                {t(f.enabled ? 'sourcing.ruledOut' : 'sourcing.switchedOff')}
              </span>
            </li>
          ))}
        </ul>
      )}
      {a.analysisType === 'opportunity' && (
        <p className="text-xs text-muted-foreground">
          {p.opportunity.components
            .map(
              (c) => `${t(`scanner.component.${c.key}`)} ${c.score ?? '—'} (×${formatNumber(c.weight, lng)})`,
            )
            .join(' · ')}
        </p>
      )}
      {a.analysisType === 'profitability' && (
        <p className="text-xs text-muted-foreground">{t('analyzer.profitabilityNote')}</p>
      )}
      <dl className="grid gap-2 sm:grid-cols-3">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-md border px-3 py-2">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {a.analysisType === 'profitability' && p.economics && (
        <details className="rounded-md border p-3 text-sm">
          <summary className="cursor-pointer font-medium">{t('analyzer.feeDetails')}</summary>
          <FeeBreakdown economics={p.economics} />
        </details>
      )}
      {a.niche && <NicheSection niche={a.niche} categoryPath={p.categoryPath} format={format} />}
      {a.competitor && <CompetitorSection competitor={a.competitor} format={format} />}
      <div className="grid gap-3 sm:grid-cols-3">
        {(['strengths', 'weaknesses', 'opportunities'] as const).map((k) => (
          <section key={k} className="rounded-md border p-3 text-sm" aria-labelledby={`an-${k}`}>
            <h3 id={`an-${k}`} className="mb-1 font-semibold">
              {t(`analyzer.${k}`)}
            </h3>
            {a.assessment[k].length === 0 ? (
              <p className="text-muted-foreground">{t('analyzer.none')}</p>
            ) : (
              <ul className="grid list-disc gap-1 pl-4">
                {a.assessment[k].map((n) => (
                  <li key={`${n.code}-${n.params?.rule ?? ''}`}>{noteText(n)}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
      <section className="rounded-md bg-muted/50 p-3 text-sm" aria-labelledby="an-summary">
        <h3 id="an-summary" className="mb-1 font-semibold">
          {t('analyzer.recommendation')}
        </h3>
        <p className="whitespace-pre-line">{a.summary?.text || localSummary}</p>
        <p className="mt-1 text-xs text-muted-foreground">
          {a.summary?.text && a.summary.engine.engine !== 'local'
            ? t('analyzer.engineAi', { model: a.summary.engine.model ?? '' })
            : t('analyzer.engineLocal')}
        </p>
      </section>
    </div>
  );
}
