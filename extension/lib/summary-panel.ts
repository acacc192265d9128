/**
 * The page summary panel (search and best-seller pages), floating in a free corner (floating.ts),
 * folded into its pill as the seller last left it. Its figures come from the page's own tiles and
 * say how many tiles each rests on; it opens the results table and exports the CSV.
 */
import type { AmazonPage } from '#domain/amazon-pages/page-types.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { minorUnits } from '#domain/money.ts';
import { csvName, download } from './csv-download.ts';
import { el, replaceChildren, shadowHost } from './dom.ts';
import { floating } from './floating.ts';
import type { Formatters } from './format.ts';
import type { Translate } from './messages.ts';
import type { PageRow } from './page-rows.ts';
import { LIST_PAGE_PROTECTED } from './placement.ts';
import { showResultsTable } from './results-table.ts';
import { PANEL_CSS } from './styles.ts';
import { type OverTiles, type PageSummary, summarise, summaryCsv } from './summary.ts';

export interface SummaryContext {
  page: AmazonPage & { marketplace: MarketplaceCode };
  currency: string;
  t: Translate;
  f: Formatters;
  now: Date;
  /** Open at first (the seller's last choice). */
  open: boolean;
  onChoice: (open: boolean) => void;
  /** Runs the panel's placing in slices, counted as the script's work (slices.ts's `run`). */
  run?: <T>(steps: Generator<undefined, T, void>) => Promise<T>;
}

/** The summary's table for the rows as they stand (Scout's figures "…" until they arrive). */
function summaryTable(s: PageSummary, waiting: boolean, o: SummaryContext) {
  const { t, f, currency } = o;
  const plus = s.lowerBound ? '+' : '';
  const money = (n: number | null) => (n === null ? null : f.money(minorUnits(n), currency));
  const of = (m: OverTiles) => t('ofTiles', { used: m.used, all: s.products });
  const row = (label: string, value: string | null, basis: OverTiles | null, scout = false) =>
    el('tr', {}, [
      el('td', { text: label }),
      el('td', {
        class: value === null ? 'v na' : 'v',
        title: value === null ? t('notReadableHint') : undefined,
        text: value ?? (scout && waiting ? '…' : t('na')),
      }),
      el('td', { class: 'n', text: basis ? of(basis) : '' }),
    ]);
  return el('table', {}, [
    row(t('totalSales'), s.sales.used ? `${f.int(s.sales.total)}${plus}` : null, s.sales, true),
    row(t('medianSales'), s.sales.median === null ? null : f.int(s.sales.median), s.sales, true),
    row(t('totalRevenue'), s.revenue.used ? `${money(s.revenue.total)}${plus}` : null, s.revenue, true),
    row(t('medianRevenue'), money(s.revenue.median), s.revenue, true),
    row(t('medianPrice'), money(s.price.median), s.price),
    row(t('medianReviews'), s.reviews.median === null ? null : f.int(s.reviews.median), s.reviews),
    row(t('medianRating'), s.rating.median === null ? null : f.rating(s.rating.median), s.rating),
    row(
      t('competition'),
      s.competition ? `${t(s.competition.level)} (${s.competition.score}/100)` : null,
      null,
      true,
    ),
    row(t('sponsoredShare'), s.sponsoredShare === null ? null : f.percent(s.sponsoredShare * 100), null),
  ]);
}

function pillText(s: PageSummary, o: SummaryContext) {
  const sales = s.sales.used
    ? ` · ${o.f.compact(s.sales.total)}${s.lowerBound ? '+' : ''}${o.t('perMonth')}`
    : '';
  return `S · ${o.t(s.products === 1 ? 'productCountOne' : 'productsCount', { n: s.products })}${sales}`;
}

/** Draws the summary; `update` redraws it when Scout's estimates arrive. */
export function showSummaryPanel(rows: PageRow[], o: SummaryContext) {
  const { t, page } = o;
  const { host, root } = shadowHost(PANEL_CSS, 'position:fixed;z-index:2147483000;display:block;');
  host.setAttribute('data-scout-panel', 'summary');
  let current = rows;
  let waiting = true;
  const heading =
    page.kind === 'search' ? page.keyword : page.kind === 'bestsellers' ? page.category : undefined;
  const body = el('div');
  const note = el('div', { class: 'note muted' });
  const exportButton = el('button', { text: t('exportCsv') });
  exportButton.addEventListener('click', () =>
    download(summaryCsv(current, page.marketplace), csvName(page, o.now)),
  );
  const tableButton = el('button', { class: 'primary', text: t('openTable') });
  tableButton.addEventListener('click', () => showResultsTable(current, { ...o, waiting }));
  const hide = el('button', { text: t('collapse'), attrs: { 'aria-label': t('collapseSummary') } });
  const pill = el('button', { class: 'pill', attrs: { 'aria-label': t('expandSummary') } });
  const panel = el('div', { class: 'panel', attrs: { role: 'region', 'aria-label': t('summaryTitle') } }, [
    el('div', { class: 'head' }, [el('strong', { text: t('summaryTitle') }), hide]),
    heading ? el('div', { class: 'muted', text: `“${heading}”` }) : null,
    body,
    note,
    el('div', { class: 'row' }, [tableButton, exportButton]),
  ]);
  const draw = () => {
    const s = summarise(page, current);
    replaceChildren(body, [summaryTable(s, waiting, o)]);
    note.textContent = [
      t('fromTiles', { n: s.products }),
      s.lowerBound ? t('lowerBoundNote') : '',
      waiting ? t('waitingForScout') : '',
    ]
      .filter(Boolean)
      .join(' · ');
    pill.textContent = pillText(s, o);
  };
  draw();
  root.append(panel, pill);
  document.body.append(host);
  const placed = floating({
    host,
    panel,
    pill,
    hide,
    protect: LIST_PAGE_PROTECTED,
    shortenClearOfMust: true,
    open: o.open,
    onChoice: o.onChoice,
    run: o.run,
  });
  return {
    host,
    update(next: PageRow[]) {
      current = next;
      waiting = false;
      draw();
      placed.place();
    },
  };
}
