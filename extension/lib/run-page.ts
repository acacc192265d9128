/**
 * What the content script does on an Amazon page: read it (the shared readers of
 * src/domain/amazon-pages), draw at once what the page itself shows (badges, summary or product
 * panel), queue the observations, ask Scout for estimates (one request), and fill the overlays in
 * when it answers. Reading and drawing run in short slices that yield to the page (slices.ts): no
 * slice is a long task, and the first overlays do not wait for Scout or for the page to fall idle.
 * Nothing is drawn into Amazon's flow: badges float inside image boxes, panels are fixed in free
 * corners, so the page never shifts.
 */
import type { AmazonPage, ProductPage } from '#domain/amazon-pages/page-types.ts';
import { amazonPageSteps } from '#domain/amazon-pages/read-page.ts';
import { MARKETPLACES, type MarketplaceCode } from '#domain/marketplaces.ts';
import type { BackgroundMessage, PanelKey, Reply, UiState } from './background-handler.ts';
import { type Badge, drawBadgeSteps, fillBadgeSteps } from './badges.ts';
import { el, shadowHost } from './dom.ts';
import { formatters } from './format.ts';
import { type Language, resolveLanguage, type Translate, translator } from './messages.ts';
import { estimateItemsOf, observationsOf } from './page-requests.ts';
import { pageRows } from './page-rows.ts';
import { NARROW_WINDOW, showProductPanel } from './product-panel.ts';
import type { ScoutEstimate } from './scout-types.ts';
import { slicer, type YieldToPage, yieldToPage } from './slices.ts';
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
  /** From the script's start to the first overlays on the page, ms. */
  firstPaintMs: number | null;
  error?: string;
}

type OnMarketplace<P extends AmazonPage = AmazonPage> = P & { marketplace: MarketplaceCode };

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
  return host;
}

/** The product page's panel: drawn at once, filled in when Scout's estimate arrives. */
function productPanel(
  page: OnMarketplace<ProductPage>,
  o: {
    send: Send;
    scoutUrl: string;
    t: Translate;
    language: Language;
    ui: UiState;
    now: () => Date;
    run: <T>(steps: Generator<undefined, T, void>) => Promise<T>;
  },
) {
  const { marketplace, asin } = page;
  const reading = () => observationsOf(page, o.now())[0];
  const act = async (message: BackgroundMessage) => {
    const r = await o.send(message);
    if (!r.ok) throw new Error(r.error);
  };
  return showProductPanel(
    page,
    {
      track: () => act({ type: 'track', marketplace, asin, observation: reading() }),
      priceAlert: (targetPriceCents) =>
        act({ type: 'priceAlert', marketplace, asin, targetPriceCents, observation: reading() }),
      analyze: () =>
        act({
          type: 'analyze',
          url: `${o.scoutUrl}/product-research?analyze=${asin}&marketplace=${marketplace}`,
          observation: reading(),
        }),
    },
    {
      currency: MARKETPLACES[marketplace].currency,
      t: o.t,
      f: formatters(o.language),
      run: o.run,
      open: o.ui.product ?? window.innerWidth >= NARROW_WINDOW,
      onChoice: (open) => void o.send({ type: 'setUiState', panel: 'product' satisfies PanelKey, open }),
    },
  );
}

export async function runOnPage(o: {
  doc: Document;
  url: string;
  send: Send;
  now?: () => Date;
  yieldToPage?: YieldToPage;
}): Promise<PageRun> {
  const started = performance.now();
  const now = o.now ?? (() => new Date());
  const slices = slicer({ yieldToPage: o.yieldToPage });
  const { use } = slices;
  let firstPaintMs: number | null = null;
  const ms = (n: number) => Math.round(n * 10) / 10;
  const done = (run: Omit<PageRun, 'mainThreadMs' | 'longestSliceMs' | 'firstPaintMs'>): PageRun => ({
    ...run,
    mainThreadMs: ms(use.totalMs),
    longestSliceMs: ms(use.longestMs),
    firstPaintMs,
  });
  // Asked while the page is read: messages to the background cost the page nothing.
  const settingsAsked = o.send<{ configured: boolean; scoutUrl: string; language: Language | 'auto' }>({
    type: 'settings',
  });
  const uiAsked = o.send<UiState>({ type: 'uiState' });
  const pause = o.yieldToPage ?? yieldToPage;
  // Not in the task that compiled and started the script: that one is long enough already.
  await pause();
  const read = await slices.run(amazonPageSteps(o.doc, { url: o.url }));
  const readMs = use.totalMs;
  if (!read?.marketplace) return done({ kind: read?.kind ?? null, products: 0, badges: 0 });
  const page = read as OnMarketplace;
  const marketplace = page.marketplace;
  const settings = await settingsAsked;
  const language = resolveLanguage(settings.ok ? settings.data.language : 'auto', navigator.language);
  const t = translator(language);
  const f = formatters(language);
  if (!settings.ok || !settings.data.configured) {
    slices.atOnce(() => setUpNote(o.send, t('setUp')));
    firstPaintMs = ms(performance.now() - started);
    return done({ kind: page.kind, products: 0, badges: 0, error: 'not_configured' });
  }
  const ui = (await uiAsked).ok ? ((await uiAsked) as { data: UiState }).data : {};
  const { observations, items } = slices.atOnce(() => ({
    observations: observationsOf(page, now()),
    items: estimateItemsOf(page),
  }));
  void o.send({ type: 'observe', observations });
  const estimateAsked: Promise<Reply<ScoutEstimate[]>> = items.length
    ? o.send<ScoutEstimate[]>({ type: 'estimate', marketplace, items, history: page.kind === 'product' })
    : Promise.resolve({ ok: true, data: [] });
  const currency = MARKETPLACES[marketplace].currency;

  let host: HTMLElement;
  let badges: Badge[] = [];
  let reply: Reply<ScoutEstimate[]>;
  if (page.kind === 'product') {
    const panel = slices.atOnce(() =>
      productPanel(page as OnMarketplace<ProductPage>, {
        send: o.send,
        scoutUrl: settings.data.scoutUrl,
        t,
        language,
        ui,
        now,
        run: slices.run,
      }),
    );
    host = panel.host;
    firstPaintMs = ms(performance.now() - started);
    reply = await estimateAsked;
    // Not in the task that delivered Scout's answer (its decoding is the browser's work, not ours).
    await pause();
    slices.atOnce(() => panel.update(reply.ok ? reply.data[0] : undefined));
  } else {
    const context = { page, currency, t, f };
    badges = await slices.run(drawBadgeSteps(o.doc, context));
    const summary = await slices.run(
      (function* () {
        const rows = pageRows(page, new Map());
        yield;
        return showSummaryPanel(rows, {
          page,
          currency,
          t,
          f,
          now: now(),
          open: ui.summary ?? false,
          onChoice: (open) => void o.send({ type: 'setUiState', panel: 'summary', open }),
          run: slices.run,
        });
      })(),
    );
    host = summary.host;
    firstPaintMs = ms(performance.now() - started);
    reply = await estimateAsked;
    // Not in the task that delivered Scout's answer (its decoding is the browser's work, not ours).
    await pause();
    const estimates = new Map((reply.ok ? reply.data : []).map((e) => [e.asin, e]));
    await slices.run(fillBadgeSteps(badges, reply.ok ? estimates : null, context));
    const rows = slices.atOnce(() => pageRows(page, estimates));
    await slices.run(
      (function* () {
        yield;
        summary.update(rows);
      })(),
    );
  }
  const run = done({
    kind: page.kind,
    products: page.kind === 'product' ? 1 : badges.length,
    badges: badges.length,
    error: reply.ok ? undefined : reply.error,
  });
  host.setAttribute('data-main-thread-ms', String(run.mainThreadMs));
  host.setAttribute('data-read-ms', String(ms(readMs)));
  const record = () => {
    host.setAttribute('data-longest-slice-ms', String(ms(use.longestMs)));
    host.setAttribute('data-slices', String(use.slices));
    host.setAttribute('data-spans', JSON.stringify(use.spans.map(([a, b]) => [ms(a), ms(b)])));
  };
  record();
  // The panels' later placing (scrolling, resizing) runs in slices too: the record follows it, once
  // per burst of slices, for the long-task checks of the tests and the benchmark.
  let recording = false;
  slices.afterEachSlice(() => {
    if (recording) return;
    recording = true;
    setTimeout(() => {
      recording = false;
      record();
    }, 200);
  });
  host.setAttribute('data-first-paint-ms', String(firstPaintMs));
  host.setAttribute('data-started-at', String(ms(started)));
  host.setAttribute('data-badges', String(badges.length));
  if (run.error) host.setAttribute('data-error', run.error);
  return run;
}
