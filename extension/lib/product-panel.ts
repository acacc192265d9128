/**
 * The product page panel: Best Sellers Rank(s), estimates, the fee breakdown at the page's price,
 * the price and rank history from the seller's Scout, and Track / Price alert / Analyze in Scout.
 */
import type { ProductPage } from '#domain/amazon-pages/page-types.ts';
import { fromMajor, type MinorUnits, minorUnits, money, moneyDecimal } from '#domain/money.ts';
import { historyChart } from './chart.ts';
import { el, foldable, shadowHost } from './dom.ts';
import {
  type Figure,
  feesFigure,
  marginFigure,
  marginLabel,
  rangeText,
  revenueFigure,
  salesFigure,
  scoreFigure,
  sizeText,
} from './figures.ts';
import type { Formatters } from './format.ts';
import type { Translate } from './messages.ts';
import type { ScoutEstimate } from './scout-types.ts';
import { PANEL_CSS } from './styles.ts';

export interface ProductActions {
  track(): Promise<void>;
  priceAlert(targetPriceCents: number): Promise<void>;
  analyzeUrl: string;
}

const line = (label: string, figure: Figure, t: Translate) =>
  el('tr', {}, [
    el('td', { text: label }),
    el('td', {
      class: figure.text === null ? 'v muted' : figure.stale ? 'v stale' : 'v',
      title: figure.hint,
      text:
        figure.text === null
          ? t('notReadable')
          : figure.stale
            ? `${figure.text} (${t('staleMark')})`
            : figure.text,
    }),
  ]);

function actionButton(label: string, done: string, run: () => Promise<void>, t: Translate, primary = false) {
  const button = el('button', { class: primary ? 'primary' : '', text: label });
  button.addEventListener('click', async () => {
    button.disabled = true;
    try {
      await run();
      button.textContent = done;
    } catch (e) {
      button.disabled = false;
      button.title = t('error', { message: (e as Error).message });
      button.classList.add('err');
    }
  });
  return button;
}

export function showProductPanel(
  page: ProductPage,
  e: ScoutEstimate | undefined,
  actions: ProductActions,
  o: { currency: string; t: Translate; f: Formatters },
): HTMLElement {
  const { t, f, currency } = o;
  const { host, root } = shadowHost(
    PANEL_CSS,
    'position:fixed;right:12px;top:96px;z-index:2147483000;display:block;',
  );
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

  const price = e?.inputs.price?.value ?? null;
  const x = e?.economics ?? null;
  const moneyText = (n: MinorUnits | null | undefined) =>
    n == null ? t('notReadable') : f.money(n, currency);
  const row = (label: string, value: string, title?: string) =>
    el('tr', {}, [
      el('td', { text: label }),
      el('td', { class: 'v', text: value, ...(title ? { title } : {}) }),
    ]);
  const feeTable =
    price !== null && x
      ? el('table', {}, [
          row(t('referralFee'), moneyText(minorUnits(x.fees.referral.feeMinor + x.fees.closingFeeMinor))),
          row(
            t('fbaFee'),
            x.fees.fulfilment.kind === 'fee'
              ? moneyText(x.fees.fulfilment.totalMinor)
              : rangeText(x.fees.fulfilment, currency, f),
            sizeText(x, t),
          ),
          ...(x.fees.dsf ? [row(t('dsfFee'), rangeText(x.fees.dsf.amount, currency, f))] : []),
          row(t('totalFees'), rangeText(x.fees.amazonFees, currency, f)),
          ...(x.fees.vat?.registered ? [row(t('vatRemoved'), `−${moneyText(x.fees.vat.inPriceMinor)}`)] : []),
          row(t('net'), rangeText(x.fees.leftAfterFees, currency, f)),
        ])
      : el('div', { class: 'muted', text: t('notReadable') });

  const points = e?.history?.points ?? [];
  // One observation draws no line: the chart needs two dates.
  const history =
    points.length >= 2
      ? historyChart(points, { price: t('price'), rank: t('rank') })
      : el('div', { class: 'muted', text: t('noHistory') });

  const alertInput = el('input', {
    attrs: { type: 'number', min: '0', step: '0.01', 'aria-label': t('alertTarget') },
  });
  if (price !== null) alertInput.value = moneyDecimal(money(price, currency));
  const toMinor = () => fromMajor(Number(alertInput.value), currency).minor;
  const alertRow = el('div', { class: 'row' }, [
    el('span', { text: t('alertTarget') }),
    alertInput,
    actionButton(t('create'), t('alertCreated'), () => actions.priceAlert(toMinor()), t),
  ]);
  alertRow.style.display = 'none';
  const alertToggle = el('button', { text: t('priceAlert') });
  alertToggle.addEventListener('click', () => {
    alertRow.style.display = alertRow.style.display === 'none' ? '' : 'none';
  });
  const track = e?.trackedId
    ? el('button', { text: t('tracked'), attrs: { disabled: '' } })
    : actionButton(t('track'), t('tracked'), actions.track, t, true);
  const analyze = el('a', {
    class: 'button',
    text: t('analyze'),
    attrs: { href: actions.analyzeUrl, target: '_blank', rel: 'noopener' },
  });

  const hide = el('button', { text: t('collapse') });
  const pill = el('button', { class: 'pill', text: t('expand') });
  const panel = el('div', { class: 'panel' }, [
    el('div', { class: 'head' }, [el('strong', { text: t('productTitle') }), hide]),
    el('h3', { text: t('bsr') }),
    ranks,
    el('h3', { text: t('estimates') }),
    e
      ? el('table', {}, [
          line(t('sales'), salesFigure(e, t, f), t),
          line(t('revenue'), revenueFigure(e, currency, t, f), t),
          line(t('fees'), feesFigure(e, currency, t, f), t),
          line(marginLabel(e, t), marginFigure(e, t, f, currency), t),
          line(t('score'), scoreFigure(e, t), t),
        ])
      : el('div', { class: 'muted', text: t('notReadable') }),
    el('h3', {
      text: t('feeBreakdown', { price: price === null ? t('notReadable') : f.money(price, currency) }),
    }),
    feeTable,
    el('h3', { text: t('history') }),
    history,
    el('div', { class: 'row' }, [track, alertToggle, analyze]),
    alertRow,
  ]);
  foldable(panel, hide, pill);
  root.append(panel, pill);
  document.body.append(host);
  return host;
}
