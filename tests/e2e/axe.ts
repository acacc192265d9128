import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The serious and critical axe violations on the page, each as `rule: targets`.
 *
 * axe runs in the page itself (`axe.run`, AxeBuilder's legacy mode) instead of `runPartial` in each
 * frame then `finishRun` in a blank page of its own: that blank page and the second injection of
 * axe's 0.5 MB script doubled each scan (measured at /auth and /dashboard: 9.7–17.4 s → 3.6–11.0 s at
 * load 15, identical violations, passes, incomplete and inapplicable rules). The only thing the
 * legacy mode leaves out is cross-origin frames, so the page is checked to have none.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const foreignFrames = page
    .frames()
    .map((f) => f.url())
    .filter((url) => !url.startsWith('about:') && !url.startsWith(origin));
  expect(foreignFrames, 'frames axe would not scan in legacy mode').toEqual([]);
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
