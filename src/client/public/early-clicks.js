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

  // A server-rendered page names its small entry here (data-public-entry, ADR 112), fetched at the
  // visitor's first sign of use and not before (ADR 119): a visitor who only reads fetches no script,
  // and nothing competes with the page's first paint (Lighthouse's simulation counts every request
  // that ends before the largest paint, ADR 114, 118). The entry hydrates as soon as it runs
  // (entry-public.ts); a click made meanwhile is replayed then.
  const script = document.currentScript;
  const entry = script?.dataset.publicEntry;
  if (!entry) return;
  let fetched = false;
  const load = () => {
    if (fetched) return;
    fetched = true;
    // Every file the entry then imports, one after the other (the entry, the app, the page), asked
    // for at once (data-app-files): one round trip instead of three on a phone's network.
    for (const href of (script.dataset.appFiles ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    import(entry);
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
  // A language kept in local storage (data-language-key) may be one chosen in an older version and
  // nowhere else: the entry, fetched now, applies it at once if so (entry-public.ts).
  try {
    if (localStorage.getItem(script.dataset.languageKey) !== null) load();
  } catch {} // storage disabled
})();
