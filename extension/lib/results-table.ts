/**
 * The results table (search and best-seller pages): every tile of the page in one sortable table —
 * position, product, monthly sales, revenue, price, reviews, rating, Amazon's fees, what is left
 * after them (or the margin at the seller's cost), Scout's score —
 * as a dialog over the page (opened by the seller, closed with its button, Esc or a click
 * outside), with the CSV export. Unknown figures sort last whatever the direction.
 */
import type { AmazonPage } from '#domain/amazon-pages/page-types.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { minorUnits } from '#domain/money.ts';
import { csvName, download } from './csv-download.ts';
import { el, replaceChildren, shadowHost } from './dom.ts';
import { tileFigures } from './figures.ts';
import type { Formatters } from './format.ts';
import type { MessageKey, Translate } from './messages.ts';
import type { PageRow } from './page-rows.ts';
import { TABLE_CSS } from './styles.ts';
import { summaryCsv } from './summary.ts';

type Column = 'position' | 'sales' | 'revenue' | 'price' | 'reviews' | 'rating' | 'fees' | 'left' | 'score';

const COLUMNS: { key: Column; label: MessageKey; value: (r: PageRow) => number | null }[] = [
  { key: 'position', label: 'colPosition', value: (r) => r.position },
  { key: 'sales', label: 'colSales', value: (r) => r.units },
  { key: 'revenue', label: 'colRevenue', value: (r) => r.revenueMinor },
  { key: 'price', label: 'colPrice', value: (r) => r.priceMinor },
  { key: 'reviews', label: 'colReviews', value: (r) => r.reviews },
  { key: 'rating', label: 'colRating', value: (r) => r.rating },
  { key: 'fees', label: 'colFees', value: (r) => r.feesMinor },
  // What is left after the fees (the middle of its range); the cell shows the margin where a cost is set.
  { key: 'left', label: 'colLeft', value: (r) => (r.left ? (r.left.lowMinor + r.left.highMinor) / 2 : null) },
  { key: 'score', label: 'colScore', value: (r) => r.score },
];

/** Rows sorted by a column; unknown values last in either direction, page order among equals. */
export function sortRows(rows: PageRow[], column: Column, direction: 'asc' | 'desc'): PageRow[] {
  const value = COLUMNS.find((c) => c.key === column)?.value ?? ((r: PageRow) => r.position);
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, i) => ({ row, i, v: value(row) }))
    .sort((a, b) => {
      if (a.v === null || b.v === null) return a.v === null ? (b.v === null ? a.i - b.i : 1) : -1;
      return a.v === b.v ? a.i - b.i : (a.v - b.v) * sign;
    })
    .map((x) => x.row);
}

export interface TableContext {
  page: AmazonPage & { marketplace: MarketplaceCode };
  currency: string;
  t: Translate;
  f: Formatters;
  now: Date;
  /** Scout's estimates are still on their way. */
  waiting: boolean;
}

function cells(r: PageRow, o: TableContext): HTMLElement[] {
  const { t, f, currency } = o;
  const product = {
    asin: r.asin,
    boughtPastMonth: r.boughtPastMonth ?? undefined,
    listRank: r.listRank ?? undefined,
  };
  const [sales, revenue, fees, left, score] = tileFigures(
    o.page,
    product,
    o.waiting ? 'pending' : r.estimate,
    {
      currency,
      t,
      f,
    },
  );
  const cell = (text: string | null, hint?: string) =>
    el('td', { class: text === null ? 'na' : '', title: hint, text: text ?? t('na') });
  const title = el('td', { class: 'title' }, [
    el('a', {
      text: r.title ?? r.asin,
      attrs: { href: `/dp/${r.asin}`, target: '_blank', rel: 'noopener' },
    }),
    el('div', { class: 'asin', text: r.asin }),
  ]);
  if (r.sponsored) title.setAttribute('data-ad', t('sponsoredMark'));
  return [
    cell(String(r.position)),
    title,
    cell(sales.text, sales.hint),
    cell(revenue.text, revenue.hint),
    cell(r.priceMinor === null ? null : f.money(minorUnits(r.priceMinor), currency), t('fromPage')),
    cell(r.reviews === null ? null : f.int(r.reviews), t('fromPage')),
    cell(r.rating === null ? null : f.rating(r.rating), t('fromPage')),
    cell(fees.text, fees.hint),
    cell(left.text, `${left.label}: ${left.hint}`),
    cell(score.text, score.hint),
  ];
}

export function showResultsTable(rows: PageRow[], o: TableContext): HTMLElement {
  const { t } = o;
  const opener = document.activeElement as HTMLElement | null;
  const { host, root } = shadowHost(TABLE_CSS, 'position:fixed;inset:0;z-index:2147483001;display:block;');
  host.setAttribute('data-scout-panel', 'table');
  let sort: { column: Column; direction: 'asc' | 'desc' } = { column: 'position', direction: 'asc' };
  const tbody = el('tbody');
  const head = el('tr');
  const draw = () => {
    replaceChildren(
      head,
      [el('th', {}, [headButton(COLUMNS[0])]), el('th', { text: t('colProduct') })].concat(
        COLUMNS.slice(1).map((c) => el('th', {}, [headButton(c)])),
      ),
    );
    for (const th of Array.from(head.children)) {
      const key = th.querySelector('button')?.getAttribute('data-column');
      if (key)
        th.setAttribute(
          'aria-sort',
          key === sort.column ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none',
        );
    }
    replaceChildren(
      tbody,
      sortRows(rows, sort.column, sort.direction).map((r) =>
        el('tr', { class: r.sponsored ? 'sponsored' : '', attrs: { 'data-asin': r.asin } }, cells(r, o)),
      ),
    );
  };
  function headButton(c: (typeof COLUMNS)[number]) {
    const arrow = sort.column === c.key ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : '';
    const button = el('button', {
      text: `${t(c.label)}${arrow}`,
      attrs: { type: 'button', 'data-column': c.key },
    });
    button.addEventListener('click', () => {
      // Figures sort largest first at the first click; the position smallest first.
      const first = c.key === 'position' ? 'asc' : 'desc';
      sort = {
        column: c.key,
        direction: sort.column === c.key ? (sort.direction === 'asc' ? 'desc' : 'asc') : first,
      };
      draw();
      (head.querySelector(`button[data-column="${c.key}"]`) as HTMLElement | null)?.focus();
    });
    return button;
  }
  const close = () => {
    host.remove();
    document.removeEventListener('keydown', onKey, true);
    opener?.focus?.();
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') close();
  };
  const closeButton = el('button', { text: t('close') });
  closeButton.addEventListener('click', close);
  const exportButton = el('button', { text: t('exportCsv') });
  exportButton.addEventListener('click', () =>
    download(summaryCsv(rows, o.page.marketplace), csvName(o.page, o.now)),
  );
  const backdrop = el('div', { class: 'backdrop' });
  backdrop.addEventListener('click', close);
  const dialog = el(
    'div',
    { class: 'dialog', attrs: { role: 'dialog', 'aria-modal': 'true', 'aria-label': t('tableTitle') } },
    [
      el('div', { class: 'top' }, [
        el('strong', { text: t('tableTitle') }),
        el('span', { class: 'muted', text: t('fromTiles', { n: rows.length }) }),
        el('span', {}, [exportButton, ' ', closeButton]),
      ]),
      el('div', { class: 'scroll' }, [el('table', {}, [el('thead', {}, [head]), tbody])]),
      el('div', { class: 'note', text: t('tableNote') }),
    ],
  );
  draw();
  root.append(backdrop, dialog);
  document.body.append(host);
  document.addEventListener('keydown', onKey, true);
  closeButton.focus();
  return host;
}
