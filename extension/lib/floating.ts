/**
 * A floating panel with its pill (the folded panel): open or folded as the seller last left it
 * (remembered by the extension), placed in a corner (placement.ts). Open, it goes where it covers
 * the least — never what it must not cover (a product page's buy box): where it would, it shows as
 * its pill. The pill goes where it covers nothing of the page's titles, prices, stars and buttons,
 * else it shrinks to a 28 px dot in the least covered corner; where even that would cover what
 * must stay visible, it hides until scrolling frees a corner. Where no corner is clear, the open
 * panel (shortened, it scrolls inside) or the pill first tries a free stretch of the window's
 * right or left edge (placement.ts `placeInFreeStretch`). A panel with a bar (the product panel)
 * folds into it rather than into its pill on a window narrower than `barBelow`: the bar, as wide as
 * the window, goes in a free stretch of it (between Amazon's header, titles, prices and buttons),
 * else the pill and the dot as above.
 */
import { keepPlaced, type Protected, placeClear, placeInFreeStretch } from './placement.ts';

export type FloatingState = 'open' | 'bar' | 'pill' | 'dot' | 'hidden';

export interface FloatingParts {
  host: HTMLElement;
  panel: HTMLElement;
  pill: HTMLElement;
  /** The folded panel's figures on a narrow window (product-bar.ts), shown there instead of the pill. */
  bar?: HTMLElement;
  /** The window width (CSS px) below which the bar replaces the pill. */
  barBelow?: number;
  /** Buttons that fold the panel (its Hide button). */
  hide: HTMLElement;
  protect: Protected;
  /**
   * Opened, it stays open where every corner covers what must stay visible, shortened to a stretch
   * of an edge clear of that alone (the summary on a dense best-seller grid, clear of its ranks);
   * else it folds (the product panel, into its bar or pill).
   */
  shortenClearOfMust?: boolean;
  /** Open at first (the seller's last choice, else a wide-enough window). */
  open: boolean;
  /** The seller opened or folded it. */
  onChoice?: (open: boolean) => void;
  /**
   * Runs the placing's steps in slices that yield to the page (slices.ts's `run`), counted as the
   * script's work; without it, at once.
   */
  run?: <T>(steps: Generator<undefined, T, void>) => Promise<T>;
}

/** Runs steps to the end within the current task (tests, or a caller without slices). */
const runAtOnce = async <T>(steps: Generator<undefined, T, void>): Promise<T> => {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
};

export function floating(parts: FloatingParts) {
  const { host, panel, pill, protect } = parts;
  let wantOpen = parts.open;
  let placedOnce = false;
  const show = (state: FloatingState) => {
    panel.hidden = state !== 'open';
    pill.hidden = state === 'open' || state === 'bar';
    if (parts.bar) parts.bar.hidden = state !== 'bar';
    pill.classList.toggle('dot', state === 'dot');
    // Not displayed until placed (and while it finds no place): it appears where it goes. An
    // element drawn, even invisible, then moved counts as a layout shift; one that appears not.
    host.style.display = state === 'hidden' || !placedOnce ? 'none' : 'block';
    host.setAttribute('data-state', state);
  };
  function* place(): Generator<undefined, void, void> {
    // Shown only once placed: it appears where it goes instead of moving there. While it is being
    // placed (in slices), `data-placing` is on the host (keepPlaced): tests wait for its end.
    if (!placedOnce) host.setAttribute('data-shown-at', String(Math.round(performance.now())));
    placedOnce = true;
    const doc = host.ownerDocument;
    const narrow =
      !!parts.bar && (doc.documentElement.clientWidth || window.innerWidth) < (parts.barBelow ?? 0);
    const folded: FloatingState[] = narrow ? ['bar', 'pill', 'dot'] : ['pill', 'dot'];
    const tries: FloatingState[] = wantOpen ? ['open', ...folded] : folded;
    for (const state of tries) {
      show(state);
      // The bar goes only where it covers nothing: a free stretch of the window, as wide as it.
      if (state === 'bar') {
        if (yield* placeInFreeStretch(host, protect)) return;
        continue;
      }
      if (state === 'open') panel.style.maxHeight = '';
      const { hits } = yield* placeClear(host, protect, { clearOnly: state === 'pill' });
      // Where no corner is clear: a free stretch of an edge if there is one (open, shortened to it).
      if (
        state !== 'dot' &&
        hits.must + hits.avoid > 0 &&
        (yield* placeInFreeStretch(host, protect, state === 'open' ? panel : undefined))
      )
        return;
      // Open and the dot: anywhere but over what must stay visible; the pill: over nothing.
      if (hits.must === 0 && (state !== 'pill' || hits.avoid === 0)) return;
      // Open, with what must stay visible under every corner (a dense best-seller grid's ranks): a
      // stretch of an edge clear of those alone, the panel shortened to it.
      if (
        state === 'open' &&
        parts.shortenClearOfMust &&
        protect.must &&
        (yield* placeInFreeStretch(host, { must: protect.must, avoid: '' }, panel))
      )
        return;
    }
    show('hidden');
  }
  const run = parts.run ?? runAtOnce;
  const {
    later: replace,
    now: placeNow,
    dispose,
  } = keepPlaced(host.ownerDocument.defaultView ?? window, () => run(place()), host);
  const choose = (open: boolean) => {
    wantOpen = open;
    parts.onChoice?.(open);
    placeNow();
  };
  pill.addEventListener('click', () => choose(true));
  // The whole bar opens the panel (a thumb's target); its own button is the keyboard's way.
  parts.bar?.addEventListener('click', () => choose(true));
  parts.hide.addEventListener('click', () => choose(false));
  show(wantOpen ? 'open' : 'pill');
  return {
    place: replace,
    dispose,
    state: () => host.getAttribute('data-state') as FloatingState,
  };
}
