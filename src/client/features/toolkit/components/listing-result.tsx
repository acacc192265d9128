import { useTranslation } from 'react-i18next';
import type { ListingOptimization } from '#contracts/toolkit.ts';
import { CopyButton } from './copy-button.tsx';
import { ListingGradeView } from './listing-grade-view.tsx';

/** Score before and after, the findings, and the optimised text with copy buttons. */
export function ListingResult({ result }: { result: ListingOptimization }) {
  const { t } = useTranslation('toolkit');
  const o = result.optimized;
  const blocks: [string, string][] = [[t('listing.out.title'), o.title]];
  if (result.goal === 'complete') {
    blocks.push([t('listing.out.bullets'), o.bullets.map((b) => `• ${b}`).join('\n')]);
    blocks.push([t('listing.out.description'), o.description]);
  }
  blocks.push([t('listing.out.searchTerms'), o.searchTerms]);
  return (
    <div className="grid gap-4" data-testid="listing-result">
      <div className="flex flex-wrap items-center gap-4">
        <p className="text-lg font-semibold" data-testid="listing-score">
          {t('listing.score', { before: result.before.score, after: result.after.score })}
        </p>
        <p className="text-xs text-muted-foreground">
          {result.titleFromCatalog ? `${t('listing.titleFromCatalog')} ` : ''}
          {t(`listing.engine.${result.engine}`, { model: result.model ?? '' })}
        </p>
      </div>
      <section aria-labelledby="listing-findings-title" className="grid gap-2">
        <h3 id="listing-findings-title" className="text-sm font-semibold">
          {t('listing.findingsBefore')}
        </h3>
        <ListingGradeView grade={result.before} />
      </section>
      <section aria-labelledby="listing-optimized-title" className="grid gap-3">
        <h3 id="listing-optimized-title" className="text-sm font-semibold">
          {t('listing.optimized')}
        </h3>
        {blocks.map(([label, text]) => (
          <div key={label} className="grid gap-1 rounded-md border p-3">
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm font-medium">{label}</span>
              <CopyButton text={text} label={t('listing.copyWhat', { what: label })} />
            </div>
            <p className="whitespace-pre-line break-words text-sm">{text || '—'}</p>
          </div>
        ))}
      </section>
    </div>
  );
}
