/**
 * Where the extension draws on Amazon's pages, from 320 to 1920 px (the saved pages with the
 * layout stand-in for Amazon's stylesheets): no badge covers a tile's title, stars, price or
 * buttons, none leaves its image box or wraps; the product panel never covers the buy box, at any
 * width or scroll position, folds into its pill and is remembered folded; French labels.
 */
import type { Page } from '@playwright/test';
import { badgeProblems, buyBoxCovered, panelsCover } from './extension/measure.ts';
import { openWithExtension, proBackground } from './extension/open.ts';
import { expect, test } from './fixtures.ts';

test.describe.configure({ timeout: 180_000 });

const WIDTHS = [320, 390, 768, 1024, 1280, 1920];

/**
 * Waits until the overlays have followed a resize or a scroll. The extension places after the
 * window's own `resize`/`scroll` event, in slices (`data-placing` while it runs); on a busy machine
 * that event can come after any fixed wait, so once a frame has been drawn at the new size or
 * position (and its pictures loaded) a placing is asked for as that event would, and its end awaited.
 */
const settle = async (page: Page) => {
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(drawn)));
  // The pictures in the window loaded (a late one moves the page under an overlay already placed).
  await page.waitForFunction(() =>
    Array.from(document.images).every((img) => {
      const r = img.getBoundingClientRect();
      return img.complete || r.bottom < 0 || r.top > innerHeight || r.right < 0 || r.left > innerWidth;
    }),
  );
  await page.evaluate(() => window.dispatchEvent(new Event('resize')));
  await page.waitForFunction(() => !document.querySelector('scout-ext[data-placing]'));
};

test('no badge covers a title, stars, price or button on search pages and best-seller grids, 320 to 1920 px', async ({
  page,
  browser,
  ip,
}) => {
  const { background } = await proBackground(page, ip, 'en');
  for (const name of [
    'comBestSellers',
    'comSearch',
    'com2026Search',
    'jp2026Search',
    'com2026BestSellers',
  ] as const) {
    const tab = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const run = await openWithExtension(tab, background, name);
    expect(run.badges, name).toBeGreaterThan(0);
    for (const width of WIDTHS) {
      await tab.setViewportSize({ width, height: 900 });
      await settle(tab);
      expect(await badgeProblems(tab), `${name} at ${width} px`).toEqual([]);
    }
    await tab.close();
  }
});

test('the summary and product panels, folded or opened by the seller, cover no title, stars, price or button, 320 to 1920 px', async ({
  page,
  browser,
  ip,
}) => {
  const { background } = await proBackground(page, ip, 'en');
  for (const name of ['comBestSellers', 'comSearch', 'com2026Search', 'comProduct', 'aeProduct'] as const) {
    const tab = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openWithExtension(tab, background, name);
    const panel = tab.locator('scout-ext[data-scout-panel]').first();
    for (const open of [false, true]) {
      // Opened as the seller would (its pill); folded with its Hide button.
      await panel.evaluate((host, wanted) => {
        const state = host.getAttribute('data-state');
        const root = host.shadowRoot;
        if (wanted && state !== 'open') (root?.querySelector('.pill') as HTMLElement | null)?.click();
        if (!wanted && state === 'open') (root?.querySelector('.head button') as HTMLElement | null)?.click();
      }, open);
      for (const width of WIDTHS) {
        await tab.setViewportSize({ width, height: 900 });
        await settle(tab);
        const state = await panel.getAttribute('data-state');
        expect(
          await panelsCover(tab),
          `${name} ${open ? 'opened' : 'folded'} at ${width} px (${state}, ${await panel.getAttribute('data-corner')})`,
        ).toEqual([]);
      }
    }
    // Long tasks while it follows resizes are the benchmark's (`npm run bench -- extension`, CPU from
    // a trace): ≤ 12 ms of CPU per task after resizes, ≤ 2.7 ms of it Chromium's layout; the 58–187 ms
    // the Long Tasks API saw are wall time on a saturated machine (docs/benchmarks.md, extension).
    await tab.close();
  }
});

test('the product panel never covers the buy box, at any width or scroll position; folded, it stays folded', async ({
  page,
  browser,
  ip,
}) => {
  const { background } = await proBackground(page, ip, 'fr');
  const tab = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await openWithExtension(tab, background, 'comProduct');
  const panel = tab.locator('scout-ext[data-scout-panel="product"]');
  await expect(panel.getByText('Scout — ce produit')).toBeVisible();
  for (const width of [390, 1024, 1280, 1920]) {
    await tab.setViewportSize({ width, height: 900 });
    const height = await tab.evaluate(() => document.documentElement.scrollHeight);
    for (const y of [0, 300, 700, 1200, height / 2, height]) {
      await tab.evaluate((to) => window.scrollTo(0, to), y);
      await settle(tab);
      expect(await buyBoxCovered(tab), `${width} px, scrolled to ${Math.round(y)}`).toEqual([]);
    }
  }
  // Long tasks while following resizes and scrolls: the benchmark's (see the test above).
  // Folded by the seller, it comes back folded on the next product page.
  await tab.setViewportSize({ width: 1280, height: 900 });
  await tab.evaluate(() => window.scrollTo(0, 0));
  await settle(tab);
  await expect(panel).toHaveAttribute('data-state', 'open');
  await panel.getByRole('button', { name: 'Masquer le panneau produit Scout' }).click();
  await expect(panel).toHaveAttribute('data-state', /pill|dot/);
  const next = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await openWithExtension(next, background, 'aeProduct');
  const nextPanel = next.locator('scout-ext[data-scout-panel="product"]');
  await expect(nextPanel).toHaveAttribute('data-state', /pill|dot/);
  await nextPanel.getByRole('button', { name: 'Ouvrir le panneau produit Scout' }).click();
  await expect(nextPanel).toHaveAttribute('data-state', 'open');
  await expect(nextPanel.getByRole('button', { name: 'Analyser dans Scout' })).toBeVisible();
  expect(await buyBoxCovered(next)).toEqual([]);
});

/** The folded product bar's cells as the seller reads them: label, figure, source. */
const barCells = (tab: Page) =>
  tab.locator('scout-ext[data-scout-panel="product"]').evaluate((host) =>
    Array.from(host.shadowRoot?.querySelectorAll('.bar .cell') ?? [], (c) => ({
      key: c.getAttribute('data-key'),
      label: c.querySelector('.l')?.textContent ?? '',
      value: c.querySelector('b')?.textContent ?? '',
      source: c.querySelector('.src')?.textContent ?? '',
    })),
  );

for (const language of ['en', 'fr'] as const) {
  test(`at 390 px the folded product panel is a bar: sales, fees and what is left with their sources, over none of Amazon's boxes (${language})`, async ({
    page,
    browser,
    ip,
  }) => {
    const { background } = await proBackground(page, ip, language);
    for (const name of ['aeProduct', 'com2026Product', 'comProduct'] as const) {
      const tab = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await openWithExtension(tab, background, name);
      const panel = tab.locator('scout-ext[data-scout-panel="product"]');
      // Scout's answer fills the bar in.
      await expect
        .poll(async () => (await barCells(tab)).map((c) => c.value).join('|'), { timeout: 15_000 })
        .not.toContain('…');
      const height = await tab.evaluate(() => document.documentElement.scrollHeight);
      let bars = 0;
      for (const y of [0, 400, 900, 1600, 2400, height / 2, height]) {
        await tab.evaluate((to) => window.scrollTo(0, to), y);
        await settle(tab);
        const at = `${name} scrolled to ${Math.round(y)} (${await panel.getAttribute('data-state')})`;
        expect(await buyBoxCovered(tab), at).toEqual([]);
        // Without room for the bar, its dot may lie over a button (docs/extension.md), never the buy box.
        if ((await panel.getAttribute('data-state')) !== 'bar') continue;
        expect(await panelsCover(tab), at).toEqual([]);
        bars += 1;
        const cells = await barCells(tab);
        expect(
          cells.map((c) => c.key),
          at,
        ).toEqual(['sales', 'fees', 'margin']);
        // Each figure (or the words for its absence) with where it comes from, in the seller's language.
        for (const c of cells) {
          expect(c.value.trim(), `${at} ${c.key}`).not.toBe('');
          expect(c.source.trim(), `${at} ${c.key}`).not.toBe('');
        }
        expect(cells[1].label, at).toBe(language === 'fr' ? 'frais' : 'fees');
        // The bar is whole in the window.
        const box = await panel.evaluate((h) =>
          h.shadowRoot?.querySelector('.bar')?.getBoundingClientRect().toJSON(),
        );
        expect(box.left, at).toBeGreaterThanOrEqual(0);
        expect(box.right, at).toBeLessThanOrEqual(390);
        expect(box.top, at).toBeGreaterThanOrEqual(0);
        expect(box.bottom, at).toBeLessThanOrEqual(844);
      }
      // Where the buy box or the header fill the window there is no room, and it waits as its pill or
      // dot; elsewhere the seller sees the figures.
      expect(bars, `${name}: positions with the bar shown`).toBeGreaterThan(0);
      // Opened from the bar, and folded back into it (remembered as folded).
      if (name === 'aeProduct') {
        await tab.evaluate(() => window.scrollTo(0, 0));
        await settle(tab);
        await panel
          .getByRole('button', {
            name: language === 'fr' ? 'Ouvrir le panneau produit Scout' : 'Open the Scout product panel',
          })
          .click();
        await expect(panel).toHaveAttribute('data-state', 'open');
        await panel
          .getByRole('button', {
            name: language === 'fr' ? 'Masquer le panneau produit Scout' : 'Hide the Scout product panel',
          })
          .click();
        await settle(tab);
        await expect(panel).toHaveAttribute('data-state', 'bar');
      }
      await tab.close();
    }
  });
}

test('on dense best-seller grids the open summary covers no rank label ("#1", "#2"…), 1024 to 1920 px, at any scroll position', async ({
  page,
  browser,
  ip,
}) => {
  const { background } = await proBackground(page, ip, 'en');
  for (const name of ['comBestSellers', 'deBestSellers'] as const) {
    const tab = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openWithExtension(tab, background, name);
    const summary = tab.locator('scout-ext[data-scout-panel="summary"]');
    await summary.evaluate((host) =>
      (host.shadowRoot?.querySelector('.pill') as HTMLElement | null)?.click(),
    );
    await expect(summary).toHaveAttribute('data-state', 'open');
    let open = 0;
    for (const width of [1024, 1280, 1920]) {
      await tab.setViewportSize({ width, height: 900 });
      const height = await tab.evaluate(() => document.documentElement.scrollHeight);
      for (const y of [0, 500, 1200, height / 2, height]) {
        await tab.evaluate((to) => window.scrollTo(0, to), y);
        await settle(tab);
        const state = await summary.getAttribute('data-state');
        if (state === 'open') open += 1;
        const covered = await panelsCover(tab);
        const corner = await summary.getAttribute('data-corner');
        expect(covered, `${name} at ${width} px, scrolled to ${Math.round(y)} (${state}, ${corner})`).toEqual(
          [],
        );
      }
    }
    // Opened by the seller, it stays open (shortened to a free stretch where it must).
    expect(open, `${name}: positions where the summary stayed open`).toBeGreaterThan(0);
    await tab.close();
  }
});
