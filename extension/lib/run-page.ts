/**
 * What the content script does on an Amazon page, once the page is idle: read it (the shared
 * readers of src/domain/amazon-pages), queue the observations, ask Scout for estimates (one
 * request), then draw the badges and the panel. Nothing is drawn into Amazon's flow: badges float
 * inside tiles, panels are fixed, so the page never shifts.
 */
import type { AmazonPage, ProductPage } from '#domain/amazon-pages/page-types.ts';
import { readAmazonPage } from '#domain/amazon-pages/read-page.ts';
import { MARKETPLACES, type MarketplaceCode } from '#domain/marketplaces.ts';
import type { BackgroundMessage, Reply } from './background-handler.ts';
import { placeBadges } from './badges.ts';
import { el, shadowHost } from './dom.ts';
import { formatters } from './format.ts';
import { type Language, resolveLanguage, translator } from './messages.ts';
import { estimateItemsOf, observationsOf } from './page-requests.ts';
import { showProductPanel } from './product-panel.ts';
import type { ScoutEstimate } from './scout-types.ts';
import { PANEL_CSS } from './styles.ts';
import { showSummaryPanel } from './summary-panel.ts';

export type Send = <T>(message: BackgroundMessage) => Promise<Reply<T>>;

export interface PageRun {
  kind: AmazonPage['kind'] | null;
  products: number;
  badges: number;
  /** Synchronous work of the extension on the page's main thread (reading + drawing), ms. */
  mainThreadMs: number;
  error?: string;
}

function setUpNote(send: Send, text: string) {
  const { host, root } = shadowHost(
    PANEL_CSS,
    'position:fixed;right:12px;bottom:12px;z-index:2147483000;display:block;',
  );
  host.setAttribute('data-scout-panel', 'setup');
  const button = el('button', { class: 'pill', text });
  button.addEventListener('click', () => void send({ type: 'openOptions' }));
  root.append(button);
  document.body.append(host);
}

export async function runOnPage(o: {
  doc: Document;
  url: string;
  send: Send;
  now?: () => Date;
}): Promise<PageRun> {
  const now = o.now ?? (() => new Date());
  let busy = 0;
  const timed = <T>(work: () => T): T => {
    const start = performance.now();
    try {
      return work();
    } finally {
      busy += performance.now() - start;
    }
  };
  const page = timed(() => readAmazonPage(o.doc, { url: o.url }));
  const readMs = busy;
  if (!page?.marketplace) return { kind: page?.kind ?? null, products: 0, badges: 0, mainThreadMs: busy };
  const marketplace: MarketplaceCode = page.marketplace;
  const onMarketplace = page as AmazonPage & { marketplace: MarketplaceCode };
  const settings = await o.send<{ configured: boolean; scoutUrl: string; language: Language | 'auto' }>({
    type: 'settings',
  });
  const language = resolveLanguage(settings.ok ? settings.data.language : 'auto', navigator.language);
  const t = translator(language);
  if (!settings.ok || !settings.data.configured) {
    timed(() => setUpNote(o.send, t('setUp')));
    return { kind: page.kind, products: 0, badges: 0, mainThreadMs: busy, error: 'not_configured' };
  }
  const { observations, items } = timed(() => ({
    observations: observationsOf(onMarketplace, now()),
    items: estimateItemsOf(onMarketplace),
  }));
  void o.send({ type: 'observe', observations });
  const reply = items.length
    ? await o.send<ScoutEstimate[]>({
        type: 'estimate',
        marketplace,
        items,
        history: page.kind === 'product',
      })
    : ({ ok: true, data: [] } as Reply<ScoutEstimate[]>);
  const estimates = new Map((reply.ok ? reply.data : []).map((e) => [e.asin, e]));
  const currency = MARKETPLACES[marketplace].currency;
  const f = formatters(language);
  let badges = 0;
  const host = timed(() => {
    if (page.kind === 'product') {
      const scoutUrl = settings.data.scoutUrl;
      const asin = page.asin;
      const act = async (message: BackgroundMessage) => {
        const r = await o.send(message);
        if (!r.ok) throw new Error(r.error);
      };
      return showProductPanel(
        page as ProductPage,
        estimates.get(asin),
        {
          track: () => act({ type: 'track', marketplace, asin }),
          priceAlert: (targetPriceCents) => act({ type: 'priceAlert', marketplace, asin, targetPriceCents }),
          analyzeUrl: `${scoutUrl}/product-research?analyze=${asin}&marketplace=${marketplace}`,
        },
        { currency, t, f },
      );
    }
    badges = placeBadges(o.doc, page, estimates, { currency, t, f });
    return showSummaryPanel(page, estimates, { currency, t, f, now: now() });
  });
  const run: PageRun = {
    kind: page.kind,
    products: page.kind === 'product' ? 1 : estimates.size,
    badges,
    mainThreadMs: Math.round(busy * 10) / 10,
    error: reply.ok ? undefined : reply.error,
  };
  host.setAttribute('data-main-thread-ms', String(run.mainThreadMs));
  host.setAttribute('data-read-ms', String(Math.round(readMs * 10) / 10));
  host.setAttribute('data-badges', String(badges));
  if (run.error) host.setAttribute('data-error', run.error);
  return run;
}
