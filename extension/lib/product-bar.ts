/**
 * The product panel folded on a narrow window (a phone, a split screen): a compact bar of three
 * cells — sales, Amazon's fees, what is left (or the margin) — each with a short line saying
 * where it comes from ("rank curve, ±35%", "FBA: package size", "at $19.99, this page"); the
 * whole sentence is the cell's hover text and the open panel's. Placed in a free stretch of the
 * window (floating.ts): it never covers the buy box, a title, a price or a button. A click opens
 * the panel; its Hide button folds it back here (remembered).
 */
import { minorUnits } from '#domain/money.ts';
import { el, replaceChildren } from './dom.ts';
import { feesFigure, marginFigure, marginLabel } from './fee-figures.ts';
import { isOfferPrice, missingText } from './figure-source.ts';
import { type Figure, salesFigure } from './figures.ts';
import type { Formatters } from './format.ts';
import type { MessageKey, Translate } from './messages.ts';
import type { ScoutEstimate } from './scout-types.ts';

export interface BarCell {
  key: 'sales' | 'fees' | 'margin';
  label: string;
  value: string;
  /** Where it comes from, in a few words (the cell's second line). */
  source: string;
  /** The whole sentence (hover). */
  hint: string;
  missing: boolean;
}

const SIZE_SHORT: Record<string, MessageKey> = {
  package: 'barSizePackage',
  item: 'barSizeItem',
  typical: 'barSizeTypical',
  unknown: 'barSizeUnknown',
};

function salesSource(e: ScoutEstimate, t: Translate, f: Formatters): string {
  const u = e.units;
  if (u.method === 'badge') return t('barBadge');
  if (u.method === 'bsr') return t('barCurve', { error: f.int(Math.round(u.curve.error.medianApe)) });
  if (u.method === 'rank_range') return t('barRange', { rank: f.int(u.rank) });
  if (u.method === 'no_curve') return t('barNoCurve', { rank: f.int(u.rank) });
  if (u.method === 'no_badge') return t('barNoBadge');
  return t('barNoRank');
}

/** Where the price behind the fees comes from: "$19.99, this page", "$19.99, keepa Nov 2, 2026". */
function priceSource(e: ScoutEstimate, currency: string, t: Translate, f: Formatters): string {
  const p = e.inputs.price;
  if (!p) return t('barNoPrice');
  const price = f.money(minorUnits(p.value), currency);
  if (p.source === 'page' || p.source === 'page_converted') return t('barAtPagePrice', { price });
  if (isOfferPrice(p)) return t('barAtOffer', { price });
  return t('barAtPrice', { price, source: p.source, date: f.date(p.observedAt) });
}

/** The bar's three cells for Scout's estimate ('pending' while it is on its way). */
export function barCells(
  e: ScoutEstimate | 'pending' | undefined,
  o: { currency: string; t: Translate; f: Formatters },
): BarCell[] {
  const { t, f, currency } = o;
  const labels = { sales: t('sales'), fees: t('fees'), margin: marginLabel(e, t) };
  if (e === 'pending' || e === undefined) {
    const source = e === 'pending' ? t('barWaiting') : t('noEstimate');
    return (['sales', 'fees', 'margin'] as const).map((key) => ({
      key,
      label: labels[key],
      value: e === 'pending' ? '…' : t('na'),
      source,
      hint: e === 'pending' ? t('waitingForScout') : t('noEstimate'),
      missing: e === undefined,
    }));
  }
  const cell = (key: BarCell['key'], figure: Figure, source: string): BarCell => ({
    key,
    label: labels[key],
    value:
      figure.text === null
        ? missingText(figure, t)
        : figure.stale
          ? `${figure.text} (${t('staleMark')})`
          : figure.text,
    source,
    hint: figure.hint,
    missing: figure.text === null,
  });
  const x = e.economics;
  const feeSource = x
    ? t('barFba', { size: t(SIZE_SHORT[x.fees.size.basis] ?? 'barSizeUnknown') })
    : priceSource(e, currency, t, f);
  const marginSource = x?.cost && x.marginPercent ? t('barAtCost') : priceSource(e, currency, t, f);
  return [
    cell('sales', salesFigure(e, t, f), salesSource(e, t, f)),
    cell('fees', feesFigure(e, currency, t, f), feeSource),
    cell('margin', marginFigure(e, currency, t, f), marginSource),
  ];
}

/**
 * The bar's element: the cells (filled by `update`) and a button that opens the panel (a click
 * anywhere on the bar does: floating.ts listens on it).
 */
export function productBar(t: Translate) {
  const cells = el('div', { class: 'cells' });
  const openButton = el('button', {
    class: 'open',
    text: '▴',
    attrs: { 'aria-label': t('expandProduct'), 'aria-expanded': 'false' },
  });
  const bar = el('div', { class: 'bar', attrs: { role: 'region', 'aria-label': t('productTitle') } }, [
    el('span', { class: 'logo', text: 'S' }),
    cells,
    openButton,
  ]);
  return {
    bar,
    update(list: BarCell[]) {
      replaceChildren(
        cells,
        list.map((c) =>
          el(
            'div',
            {
              class: c.missing ? 'cell na' : 'cell',
              title: `${c.label}: ${c.hint}`,
              attrs: { 'data-key': c.key },
            },
            [
              el('span', { class: 'l', text: c.label }),
              el('b', { text: c.value }),
              el('span', { class: 'src', text: c.source }),
            ],
          ),
        ),
      );
    },
  };
}
