import { useTranslation } from 'react-i18next';
import { useCategoryName } from '#client/lib/use-category-name.ts';
import type { ListingOptimization } from '#contracts/toolkit.ts';
import { CopyButton } from './copy-button.tsx';
import { ListingGradeView } from './listing-grade-view.tsx';

const Note = ({ children }: { children: React.ReactNode }) => (
  <p className="text-xs text-muted-foreground">{children}</p>
);

/** What the engine could not write, and where the backend search terms come from. */
function WrittenNotes({ result }: { result: ListingOptimization }) {
  const { t } = useTranslation('toolkit');
  const { sources } = result;
  const from = (['keywords', 'seller', 'related'] as const).filter((k) => sources.searchTerms[k].length);
  // Backend terms under half their room: what is left is the seller's to fill, Scout knows no more.
  const length = result.after.findings.find((f) => f.rule === 'searchTermsLength')?.params;
  const room =
    length && Number(length.bytes) * 2 < Number(length.max)
      ? { bytes: Number(length.bytes), max: Number(length.max) }
      : null;
  return (
    <div className="grid gap-1" data-testid="listing-notes">
      {result.goal === 'complete' && sources.bullets === 'none' && (
        <Note>{t('listing.written.bulletsNone')}</Note>
      )}
      {result.goal === 'complete' && sources.description === 'none' && (
        <Note>{t('listing.written.descriptionNone')}</Note>
      )}
      {result.goal === 'complete' && sources.description === 'bullets' && (
        <Note>{t('listing.written.descriptionFromBullets')}</Note>
      )}
      <Note>
        {from.length
          ? `${t('listing.terms.from')} — ${from
              .map((k) => t(`listing.terms.${k}`, { words: sources.searchTerms[k].join(' ') }))
              .join(' · ')}`
          : t('listing.terms.empty')}
      </Note>
      {room && <Note>{t('listing.terms.room', room)}</Note>}
      {result.related.length > 0 && (
        <Note>
          {t('listing.related', {
            keyword: result.optimized.keywords[0],
            list: result.related.slice(0, 12).join(', '),
          })}
        </Note>
      )}
    </div>
  );
}

/** Score before and after, the findings, and the optimised text with copy buttons. */
export function ListingResult({ result }: { result: ListingOptimization }) {
  const { t } = useTranslation('toolkit');
  const category = useCategoryName();
  const o = result.optimized;
  const blocks: [string, string][] = [[t('listing.out.title'), o.title]];
  if (result.goal === 'complete') {
    blocks.push([t('listing.out.bullets'), o.bullets.map((b) => `• ${b}`).join('\n')]);
    blocks.push([t('listing.out.description'), o.description]);
  }
  blocks.push([t('listing.out.searchTerms'), o.searchTerms]);
  return (
    <div className="grid gap-4" data-testid="listing-result">
      <div className="grid gap-1">
        <p className="text-lg font-semibold" data-testid="listing-score">
          {t('listing.score', { before: result.before.score, after: result.after.score })}
        </p>
        <Note>
          {result.titleFromCatalog ? `${t('listing.titleFromCatalog')} ` : ''}
          {result.fromCatalog.brand && result.brand
            ? `${t('listing.fromCatalog.brand', { brand: result.brand })} `
            : ''}
          {result.fromCatalog.category && result.category
            ? `${t('listing.fromCatalog.category', { category: category.path(result.category) })} `
            : ''}
          {t(`listing.engine.${result.engine}`, { model: result.model ?? '' })}
        </Note>
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
              {text && <CopyButton text={text} label={t('listing.copyWhat', { what: label })} />}
            </div>
            <p className="whitespace-pre-line break-words text-sm">{text || '—'}</p>
          </div>
        ))}
        <WrittenNotes result={result} />
      </section>
      <details className="rounded-md border p-3">
        <summary className="cursor-pointer text-sm font-semibold">{t('listing.findingsAfter')}</summary>
        <div className="mt-2">
          <ListingGradeView grade={result.after} label={t('listing.findingsAfter')} />
        </div>
      </details>
    </div>
  );
}
