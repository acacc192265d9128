import { Check, Minus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { comparisonCategories, SCOUT_ALSO } from '#domain/comparison.ts';
import { ComparisonSummary } from '../components/marketing/comparison-summary.tsx';
import { buttonVariants } from '../components/ui/button.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table.tsx';

const COLUMNS = ['scout', 'competitorA', 'competitorB'] as const;

export default function ComparePage() {
  const { t } = useTranslation('compare');
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-center text-4xl font-bold">{t('title')}</h1>
      <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">{t('subtitle')}</p>
      <div className="mt-10">
        <ComparisonSummary />
      </div>
      <div className="mt-10 rounded-lg border bg-card">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead scope="col" className="px-2 sm:px-3">
                {t('feature')}
              </TableHead>
              {COLUMNS.map((c) => (
                <TableHead key={c} scope="col" className="px-2 text-center sm:px-3">
                  {t(`offers.${c}`)}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {comparisonCategories.map(({ category, rows }) => [
              <TableRow key={category} className="bg-muted/60 hover:bg-muted/60">
                <TableHead scope="colgroup" colSpan={4} className="font-semibold text-foreground">
                  {t(`categories.${category}`)}
                </TableHead>
              </TableRow>,
              ...rows.map((row) => (
                <TableRow key={row.feature}>
                  <TableHead scope="row" className="px-2 font-normal text-foreground sm:px-3">
                    {t(`features.${row.feature}`)}
                  </TableHead>
                  {COLUMNS.map((c) => (
                    <TableCell key={c} className="px-2 text-center sm:px-3">
                      {row[c] ? (
                        <Check className="mx-auto size-5 text-success" aria-label={t('included')} />
                      ) : (
                        <Minus
                          className="mx-auto size-5 text-muted-foreground"
                          aria-label={t('notIncluded')}
                        />
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              )),
            ])}
          </TableBody>
        </Table>
      </div>
      <p className="mt-4 text-xs text-muted-foreground">{t('disclaimer')}</p>
      <section aria-labelledby="scout-also" className="mt-10 rounded-lg border bg-card p-6">
        <h2 id="scout-also" className="text-xl font-semibold">
          {t('also.title')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('also.subtitle')}</p>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {SCOUT_ALSO.map((feature) => (
            <li key={feature} className="flex items-start gap-2 text-sm">
              <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              {t(`also.features.${feature}`)}
            </li>
          ))}
        </ul>
      </section>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link to="/pricing" className={buttonVariants({ size: 'lg', variant: 'accent' })}>
          {t('ctaPricing')}
        </Link>
        <Link to="/auth" className={buttonVariants({ size: 'lg' })}>
          {t('ctaSignUp')}
        </Link>
      </div>
    </div>
  );
}
