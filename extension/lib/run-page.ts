/**
 * What the content script does on an Amazon page: read it (the shared readers of
 * src/domain/amazon-pages), queue the observations, ask Scout for estimates (one request), then
 * draw the badges and the panel. Reading and drawing run in short slices in the browser's idle
 * periods (idle-slices.ts): the page's own work goes first and no slice is a long task. Nothing is
 * drawn into Amazon's flow: badges float inside tiles, panels are fixed, so the page never shifts.
 */
import type { AmazonPage } from '#domain/amazon-pages/page-types.ts';
import { amazonPageSteps } from '#domain/amazon-pages/read-page.ts';
import type { Steps } from '#domain/amazon-pages/steps.ts';
import { MARKETPLACES, type MarketplaceCode } from '#domain/marketplaces.ts';
import type { BackgroundMessage, Reply } from './background-handler.ts';
import { badgeSteps } from './badges.ts';
import { el, shadowHost } from './dom.ts';
import { formatters } from './format.ts';
import { idleSlicer, type ScheduleIdle } from './idle-slices.ts';
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
  /** The longest of its slices (a task of 50 ms or more would be a long task), ms. */
  longestSliceMs: number;
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
  schedule?: ScheduleIdle;
}): Promise<PageRun> {
  const now = o.now ?? (() => new Date());
  const slicer = idleSlicer({ schedule: o.schedule });
  const { use } = slicer;
  const ms = (n: number) => Math.round(n * 10) / 10;
  const done = (run: Omit<PageRun, 'mainThreadMs' | 'longestSliceMs'>): PageRun => ({
    ...run,
    mainThreadMs: ms(use.totalMs),
    longestSliceMs: ms(use.longestMs),
  });
  const page = await slicer.run(amazonPageSteps(o.doc, { url: o.url }));
  const readMs = use.totalMs;
  if (!page?.marketplace) return done({ kind: page?.kind ?? null, products: 0, badges: 0 });
  const marketplace: MarketplaceCode = page.marketplace;
  const onMarketplace = page as AmazonPage & { marketplace: MarketplaceCode };
  const settings = await o.send<{ configured: boolean; scoutUrl: string; language: Language | 'auto' }>({
    type: 'settings',
  });
  const language = resolveLanguage(settings.ok ? settings.data.language : 'auto', navigator.language);
  const t = translator(language);
  if (!settings.ok || !settings.data.configured) {
    slicer.atOnce(() => setUpNote(o.send, t('setUp')));
    return done({ kind: page.kind, products: 0, badges: 0, error: 'not_configured' });
  }
  const { observations, items } = slicer.atOnce(() => ({
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
  const draw = function* (): Steps<{ host: HTMLElement; badges: number }> {
    if (page.kind === 'product') {
      const scoutUrl = settings.data.scoutUrl;
      const asin = page.asin;
      const act = async (message: BackgroundMessage) => {
        const r = await o.send(message);
        if (!r.ok) throw new Error(r.error);
      };
      const host = showProductPanel(
        page,
        estimates.get(asin),
        {
          track: () => act({ type: 'track', marketplace, asin }),
          priceAlert: (targetPriceCents) => act({ type: 'priceAlert', marketplace, asin, targetPriceCents }),
          analyzeUrl: `${scoutUrl}/product-research?analyze=${asin}&marketplace=${marketplace}`,
        },
        { currency, t, f },
      );
      return { host, badges: 0 };
    }
    const badges = yield* badgeSteps(o.doc, onMarketplace, estimates, { currency, t, f });
    return { host: showSummaryPanel(onMarketplace, estimates, { currency, t, f, now: now() }), badges };
  };
  const { host, badges } = await slicer.run(draw());
  const run = done({
    kind: page.kind,
    products: page.kind === 'product' ? 1 : estimates.size,
    badges,
    error: reply.ok ? undefined : reply.error,
  });
  host.setAttribute('data-main-thread-ms', String(run.mainThreadMs));
  host.setAttribute('data-read-ms', String(ms(readMs)));
  host.setAttribute('data-longest-slice-ms', String(run.longestSliceMs));
  host.setAttribute('data-slices', String(use.slices));
  host.setAttribute('data-badges', String(badges));
  if (run.error) host.setAttribute('data-error', run.error);
  return run;
}
