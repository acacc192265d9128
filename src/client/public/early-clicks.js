// Clicks on a server-rendered page's buttons before it is hydrated (ADR 111) would do nothing: they
// are kept here and replayed once the page is live (src/client/lib/early-clicks.ts). Links are left
// alone: they work without scripts.
(() => {
  const clicks = [];
  window.scoutEarlyClicks = clicks;
  document.addEventListener(
    'click',
    (event) => {
      if (clicks.replayed || !(event.target instanceof Element)) return;
      const control = event.target.closest('button, [role="button"], [role="tab"], summary');
      if (!control) return;
      event.preventDefault();
      event.stopPropagation();
      clicks.push(control);
    },
    true,
  );

  // A server-rendered page names its small entry here (data-public-entry, ADR 112), fetched once the
  // whole page has been painted: after the load event and the frame that follows it. Fetched at the
  // first paint, it could end before the largest one (the parser can paint the page's header before
  // its hero), and Lighthouse's simulation counts every request ended before that (ADR 114, 118). The
  // visitor's first sign of use is noted here, so that one made before the entry has arrived is not
  // lost: it fetches the entry at once, and the entry hydrates as soon as it runs (entry-public.ts).
  const entry = document.currentScript?.dataset.publicEntry;
  if (!entry) return;
  let fetched = false;
  const load = () => {
    if (!fetched) import(entry);
    fetched = true;
  };
  const SIGNS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'click'];
  const used = (event) => {
    // Chromium moves the pointer itself when a page loads under it (movement 0): not a visitor's sign.
    if (event.type === 'pointermove' && !event.movementX && !event.movementY) return;
    for (const type of SIGNS) removeEventListener(type, used, true);
    clicks.used = true;
    load();
    clicks.onUse?.();
  };
  for (const type of SIGNS) addEventListener(type, used, { capture: true, passive: true });
  addEventListener('load', () => requestAnimationFrame(() => setTimeout(load)), { once: true });
})();
