import { Calculator } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { formatNumber, formatPercent } from '#client/lib/format.ts';
import { asCurrency, formatMoney, type MinorUnits } from '#domain/money.ts';
import type { Analytics } from '../api/analytics.ts';
import { ProductsTable } from './products-table.tsx';

/** Focuses the "Product costs" section below the figures. */
function goToCosts() {
  const heading = document.getElementById('product-costs-title');
  heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  heading?.focus({ preventScroll: true });
}

/** On the analytics page: a button to the section below; elsewhere: a link to the analytics page's section. */
function CostsLink({ label, inline }: { label: string; inline: boolean }) {
  if (!inline)
    return (
      <Link to="/analytics#product-costs" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        <Calculator />
        {label}
      </Link>
    );
  return (
    <Button variant="outline" size="sm" onClick={goToCosts}>
      <Calculator />
      {label}
    </Button>
  );
}

/** The "margin" metric: the margin over the products with costs, its coverage, and per-product margins. */
export function MarginPanel({ data, costsInline }: { data: Analytics; costsInline: boolean }) {
  const { t, i18n } = useTranslation('analytics');
  const lng = i18n.language;
  const { margin } = data;
  const currency = data.currency ?? 'USD';
  const money = (minor: MinorUnits) => formatMoney({ minor: minor, currency: asCurrency(currency) }, lng);

  if (margin.value === null)
    return (
      <div className="grid justify-items-start gap-3 rounded-md border border-dashed p-6 text-sm">
        <p className="text-muted-foreground">
          {margin.reason === 'no_revenue' ? t('margin.noRevenue') : t('marginUnavailable')}
        </p>
        <CostsLink
          inline={costsInline}
          label={margin.reason === 'no_revenue' ? t('margin.editCosts') : t('margin.enterCosts')}
        />
      </div>
    );

  const { coverage } = margin;
  return (
    <section aria-labelledby="margin-title" className="grid grid-cols-1 gap-4">
      <div className="grid gap-2 rounded-md border p-4">
        <h3 id="margin-title" className="text-sm text-muted-foreground">
          {t('margin.title')}
        </h3>
        <p className="text-3xl font-bold" data-testid="margin-value">
          {formatPercent(margin.value, lng)}
        </p>
        <p className="text-sm">
          {t('margin.breakdown', {
            profit: money(margin.profitMinor),
            revenue: money(margin.revenueMinor),
            costs: money(margin.costsMinor),
          })}
        </p>
        <p className="text-xs text-muted-foreground" data-testid="margin-coverage">
          {t('margin.coverage', {
            withCosts: formatNumber(coverage.productsWithCosts, lng),
            count: coverage.products,
            formatted: formatNumber(coverage.products, lng),
            share:
              coverage.revenueSharePercent === null ? '—' : formatPercent(coverage.revenueSharePercent, lng),
          })}
        </p>
        <p className="text-xs text-muted-foreground">{t('margin.formula')}</p>
        <div>
          <CostsLink inline={costsInline} label={t('margin.editCosts')} />
        </div>
      </div>
      {data.products.length > 0 && <ProductsTable data={data} />}
    </section>
  );
}
