/** The page summary panel (search and best-seller pages), fixed in a corner: it never moves the page. */

import type { AmazonPage } from '#domain/amazon-pages/page-types.ts';
import { minorUnits } from '#domain/money.ts';
import { el, foldable, shadowHost } from './dom.ts';
import type { Formatters } from './format.ts';
import type { Translate } from './messages.ts';
import type { ScoutEstimate } from './scout-types.ts';
import { PANEL_CSS } from './styles.ts';
import { summarise, summaryCsv } from './summary.ts';

const row = (label: string, value: string | null, t: Translate) =>
  el('tr', {}, [
    el('td', { text: label }),
    el('td', { class: value === null ? 'v muted' : 'v', text: value ?? t('notReadable') }),
  ]);

function download(csv: string, name: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = el('a', { attrs: { href: url, download: name } });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function showSummaryPanel(
  page: AmazonPage,
  estimates: Map<string, ScoutEstimate>,
  o: { currency: string; t: Translate; f: Formatters; now: Date },
): HTMLElement {
  const { t, f, currency } = o;
  const s = summarise(page, estimates);
  const plus = s.lowerBound ? '+' : '';
  /** The summary's sums and medians are plain numbers of minor units of the page's currency. */
  const money = (n: number | null) => (n === null ? null : f.money(minorUnits(n), currency));
  const { host, root } = shadowHost(
    PANEL_CSS,
    'position:fixed;right:12px;bottom:12px;z-index:2147483000;display:block;',
  );
  host.setAttribute('data-scout-panel', 'summary');
  const keyword =
    page.kind === 'search' ? page.keyword : page.kind === 'bestsellers' ? page.category : undefined;
  const exportButton = el('button', { text: t('exportCsv') });
  exportButton.addEventListener('click', () => {
    const stamp = o.now.toISOString().slice(0, 10);
    const slug = (keyword ?? page.kind).replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 40);
    download(summaryCsv(page, estimates, currency), `scout-${slug}-${stamp}.csv`);
  });
  const hide = el('button', { text: t('collapse') });
  const pill = el('button', { class: 'pill', text: t('expand') });
  const panel = el('div', { class: 'panel' }, [
    el('div', { class: 'head' }, [el('strong', { text: t('summaryTitle') }), hide]),
    keyword
      ? el('div', {
          class: 'muted',
          text: `“${keyword}” · ${s.products} ${t('products')}, ${s.withUnits} ${t('readable')}`,
        })
      : null,
    el('table', {}, [
      row(t('totalSales'), s.withUnits ? `${f.int(s.totalUnits)}${plus}` : null, t),
      row(
        t('totalRevenue'),
        s.withUnits ? `${f.money(minorUnits(s.totalRevenueCents), currency)}${plus}` : null,
        t,
      ),
      row(t('medianSales'), s.medianUnits === null ? null : f.int(s.medianUnits), t),
      row(t('medianRevenue'), money(s.medianRevenueCents), t),
      row(t('medianPrice'), money(s.medianPriceCents), t),
      row(t('medianReviews'), s.medianReviews === null ? null : f.int(s.medianReviews), t),
      row(t('medianRating'), s.medianRating === null ? null : f.rating(s.medianRating), t),
      row(
        t('competition'),
        s.competition ? `${t(s.competition.level)} (${s.competition.score}/100)` : null,
        t,
      ),
      row(t('sponsoredShare'), s.sponsoredShare === null ? null : f.percent(s.sponsoredShare * 100), t),
    ]),
    s.lowerBound ? el('div', { class: 'note muted', text: t('lowerBoundNote') }) : null,
    el('div', { class: 'row' }, [exportButton]),
  ]);
  foldable(panel, hide, pill);
  root.append(panel, pill);
  document.body.append(host);
  return host;
}
