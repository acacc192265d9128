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
})();
