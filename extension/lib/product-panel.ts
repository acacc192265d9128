/**
 * The product page panel: Best Sellers Rank(s), the estimates, the fee breakdown at the page's
 * price, the size read on the page, the price and rank history from the seller's Scout, and Track /
 * Price alert / Analyze in Scout — each sending the page's reading with it, each saying in words
 * on the button what went wrong. It floats in a free corner: never over the buy box (floating.ts),
 * folded into its pill as the seller last left it.
 */
import type { ProductPage } from '#domain/amazon-pages/page-types.ts';
import { fromMajor, type MinorUnits, money, moneyDecimal } from '#domain/money.ts';
import { actionButton } from './action-button.ts';
import { historyChart } from './chart.ts';
import { el, replaceChildren, shadowHost } from './dom.ts';
import { feeLines, feesFigure, marginFigure, marginLabel } from './fee-figures.ts';
import { missingText } from './figure-source.ts';
import { type Figure, revenueFigure, salesFigure, scoreFigure } from './figures.ts';
import { floating } from './floating.ts';
import type { Formatters } from './format.ts';
import type { Translate } from './messages.ts';
import { PRODUCT_PAGE_PROTECTED } from './placement.ts';
import { barCells, productBar } from './product-bar.ts';
import type { ScoutEstimate } from './scout-types.ts';
import { PANEL_CSS } from './styles.ts';

export interface ProductActions {
  track(): Promise<void>;
  priceAlert(targetPriceCents: number): Promise<void>;
  analyze(): Promise<void>;
}

const line = (label: string, figure: Figure, t: Translate) =>
  el('tr', {}, [
    el('td', { text: label }),
    el('td', {
      class: figure.text === null ? 'v na' : figure.stale ? 'v stale' : 'v',
      title: figure.hint,
      text:
        figure.text === null
          ? missingText(figure, t)
          : figure.stale
            ? `${figure.text} (${t('staleMark')})`
            : figure.text,
    }),
  ]);

/**
 * The folded panel's key figures (narrow windows start folded): "S · 1.2K/mo · fees $7.41 ·
 * left $12.58", each as its line says (or "not enough data"); the hints are in the open panel.
 */
function pillText(e: ScoutEstimate | undefined, currency: string, t: Translate, f: Formatters) {
  if (!e) return t('expand');
  const text = (figure: Figure) => figure.text ?? missingText(figure, t);
  return [
    'S',
    text(salesFigure(e, t, f)),
    `${t('fees')} ${text(feesFigure(e, currency, t, f))}`,
    `${marginLabel(e, t)} ${text(marginFigure(e, currency, t, f))}`,
  ].join(' · ');
}

function feeTable(
  price: MinorUnits | null,
  e: ScoutEstimate | undefined,
  currency: string,
  t: Translate,
  f: Formatters,
) {
  const x = e?.economics;
  if (price === null || !x) return el('div', { class: 'muted', text: t('notReadable') });
  return el(
    'table',
    {},
    feeLines(x, currency, t, f).map((l) =>
      el('tr', {}, [el('td', { text: l.label }), el('td', { class: 'v', title: l.hint, text: l.value })]),
    ),
  );
}

/** The sizes the page's details give, as Scout stored them (cm and g), with the row they come from. */
function sizeLines(page: ProductPage, t: Translate, f: Formatters) {
  if (page.sizes.length === 0) return el('div', { class: 'muted', text: t('noSize') });
  const cm = (n: number) => f.decimal(n);
  return el(
    'table',
    {},
    page.sizes.map((s) =>
      el('tr', {}, [
        el('td', { text: s.kind === 'item' ? t('itemSize') : t('packageSize') }),
        el('td', {
          class: 'v',
          title: t('sizeFrom', { label: s.label }),
          text: `${cm(s.lengthCm)} × ${cm(s.widthCm)} × ${cm(s.heightCm)} cm${s.weightG ? `, ${f.decimal(s.weightG)} g` : ''}`,
        }),
      ]),
    ),
  );
}

/** The parts that depend on Scout's estimate: the estimates, the fee breakdown, the history. */
function estimateParts(
  page: ProductPage,
  e: ScoutEstimate | 'pending' | undefined,
  o: { currency: string; t: Translate; f: Formatters },
) {
  const { t, f, currency } = o;
  if (e === 'pending') return [el('div', { class: 'muted', text: t('waitingForScout') })];
  const price = e?.inputs.price?.value ?? null;
  const points = e?.history?.points ?? [];
  return [
    e
      ? el('table', {}, [
          line(t('sales'), salesFigure(e, t, f), t),
          line(t('revenue'), revenueFigure(e, currency, t, f), t),
          line(t('fees'), feesFigure(e, currency, t, f), t),
          line(marginLabel(e, t), marginFigure(e, currency, t, f), t),
          line(t('score'), scoreFigure(e, t), t),
        ])
      : el('div', { class: 'muted', text: t('noEstimate') }),
    el('h3', {
      text: t('feeBreakdown', { price: price === null ? t('notReadable') : f.money(price, currency) }),
    }),
    feeTable(price, e, currency, t, f),
    el('h3', { text: t('sizeHeading') }),
    sizeLines(page, t, f),
    el('h3', { text: t('history') }),
    // One observation draws no line: the chart needs two dates.
    points.length >= 2
      ? historyChart(points, { price: t('price'), rank: t('rank') })
      : el('div', { class: 'muted', text: t('noHistory') }),
  ];
}

/**
 * Below this window width (CSS px) the folded panel is the bar, and the panel starts folded (a
 * phone, a split screen: Amazon's single-column page leaves no corner beside the buy box).
 */
export const NARROW_WINDOW = 1000;

/**
 * Draws the panel at once with what the page shows ("…" for Scout's figures); `update` fills in
 * Scout's estimate in the same panel (it stays where it was placed, its buttons as they are).
 */
export function showProductPanel(
  page: ProductPage,
  actions: ProductActions,
  o: {
    currency: string;
    t: Translate;
    f: Formatters;
    open: boolean;
    onChoice: (open: boolean) => void;
    /** Runs the panel's placing in slices, counted as the script's work (slices.ts's `run`). */
    run?: <T>(steps: Generator<undefined, T, void>) => Promise<T>;
  },
) {
  const { t, f, currency } = o;
  const { host, root } = shadowHost(PANEL_CSS, 'position:fixed;z-index:2147483000;display:block;');
  host.setAttribute('data-scout-panel', 'product');
  const ranks = page.ranks.length
    ? el(
        'table',
        {},
        page.ranks.map((r) =>
          el('tr', {}, [el('td', { text: r.category }), el('td', { class: 'v', text: `#${f.int(r.rank)}` })]),
        ),
      )
    : el('div', { class: 'muted', text: t('noRank') });
  const pagePrice = page.price?.currency === currency ? page.price.amountMinor : null;
  const alertInput = el('input', {
    attrs: { type: 'number', min: '0', step: '0.01', 'aria-label': t('alertTarget') },
  });
  if (pagePrice !== null) alertInput.value = moneyDecimal(money(pagePrice, currency));
  const toMinor = () => fromMajor(Number(alertInput.value), currency).minor;
  const alertRow = el('div', { class: 'row', attrs: { hidden: '' } }, [
    el('span', { text: t('alertTarget') }),
    alertInput,
    actionButton({
      label: t('create'),
      done: t('alertCreated'),
      run: () => actions.priceAlert(toMinor()),
      t,
    }),
  ]);
  const alertToggle = el('button', { text: t('priceAlert'), attrs: { 'aria-expanded': 'false' } });
  alertToggle.addEventListener('click', () => {
    const open = alertRow.hasAttribute('hidden');
    alertRow.toggleAttribute('hidden', !open);
    alertToggle.setAttribute('aria-expanded', String(open));
  });
  const track = actionButton({ label: t('track'), done: t('tracked'), run: actions.track, t, primary: true });
  const analyze = actionButton({
    label: t('analyze'),
    done: t('analyzeOpened'),
    run: actions.analyze,
    t,
    again: true,
  });
  const estimate = el('div');
  const hide = el('button', { text: t('collapse'), attrs: { 'aria-label': t('collapseProduct') } });
  const pill = el('button', {
    class: 'pill',
    text: t('expand'),
    attrs: { 'aria-label': t('expandProduct') },
  });
  const panel = el('div', { class: 'panel', attrs: { role: 'region', 'aria-label': t('productTitle') } }, [
    el('div', { class: 'head' }, [el('strong', { text: t('productTitle') }), hide]),
    el('div', { class: 'row' }, [track, alertToggle, analyze]),
    alertRow,
    el('h3', { text: t('bsr') }),
    ranks,
    el('h3', { text: t('estimates') }),
    estimate,
  ]);
  replaceChildren(estimate, estimateParts(page, 'pending', o));
  // Folded on a narrow window: the three key figures with their sources (product-bar.ts).
  const bar = productBar(t);
  bar.update(barCells('pending', o));
  root.append(panel, bar.bar, pill);
  document.body.append(host);
  const placed = floating({
    host,
    panel,
    pill,
    bar: bar.bar,
    barBelow: NARROW_WINDOW,
    hide,
    protect: PRODUCT_PAGE_PROTECTED,
    open: o.open,
    onChoice: o.onChoice,
    run: o.run,
  });
  return {
    host,
    update(e: ScoutEstimate | undefined) {
      replaceChildren(estimate, estimateParts(page, e, o));
      pill.textContent = pillText(e, currency, t, o.f);
      bar.update(barCells(e, o));
      // Already tracked: said on the button, which then does nothing.
      const button = track.querySelector('button');
      if (e?.trackedId && button) {
        button.textContent = t('tracked');
        button.disabled = true;
      }
      const price = e?.inputs.price?.value;
      if (pagePrice === null && price != null && !alertInput.value)
        alertInput.value = moneyDecimal(money(price, currency));
      placed.place();
    },
  };
}
