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

  // A server-rendered page names its small entry here (data-public-entry, ADR 112), fetched only once
  // the page has been painted: before its first paint the browser fetches nothing but the page and
  // its style sheet, as for a static page (ADR 113). Without paint timing, at the load event.
  const entry = document.currentScript?.dataset.publicEntry;
  if (!entry) return;
  const load = () => import(entry);
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    addEventListener('load', load, { once: true });
    return;
  }
  const painted = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    painted.disconnect();
    load();
  });
  painted.observe({ type: 'paint', buffered: true });
})();
