import type { Cookie, Page } from '@playwright/test';
import * as BoxGeometry from '#client/lib/box-geometry.ts';
import { givePlan } from './database.ts';
import { expect, signInAsAdmin, signUpViaApi, test } from './fixtures.ts';

/**
 * Every page at every width from a phone to a desktop, in both languages: nothing wider than the
 * window, and every link, button and field reachable (the point at its centre is the element
 * itself, not a header, the floating chat button or a neighbour drawn over it, at any scroll position).
 */
const WIDTHS = [320, 390, 768, 1024, 1280, 1440]; // (named in the tests' titles)
const VIEW_HEIGHT = 900;
/** Less than a window minus the header, so every element's centre is seen below the header once. */
const SCROLL_STEP = 700;
const LANGUAGES = ['en', 'fr'] as const;
type Visitor = 'anonymous' | 'free' | 'elite' | 'admin';
const PAGES: { path: string; as: Visitor }[] = [
  ...['/', '/auth', '/auth?mode=signup', '/compare', '/pricing', '/terms', '/privacy', '/legal'].map(
    (path) => ({ path, as: 'anonymous' as const }),
  ),
  // The longest page (the API reference: 30–40 scroll steps per width, about 2 s each width on a
  // loaded machine since the floating-button check reads boxes first): its six widths in one test
  // too — one page load instead of six.
  { path: '/api-documentation', as: 'anonymous' },
  { path: '/no-such-page', as: 'anonymous' },
  { path: '/dashboard', as: 'free' },
  { path: '/pricing', as: 'free' },
  { path: '/settings', as: 'free' },
  ...['/dashboard', '/product-research', '/keyword-research', '/inventory', '/analytics', '/settings'].map(
    (path) => ({ path, as: 'elite' as const }),
  ),
  { path: '/pricing', as: 'elite' },
  { path: '/admin', as: 'admin' },
];

/**
 * One account per visitor and language in each worker, signed up by its first test: the pages only
 * read the account, so the next tests of that worker take its session cookies instead of signing
 * up again (a sign-up is a password hash and an e-mail on the server).
 */
const sessions = new Map<string, Promise<Cookie[]>>();

async function signIn(page: Page, as: Visitor, lang: string) {
  if (as === 'anonymous') return;
  const key = `${as} ${lang}`;
  let cookies = sessions.get(key);
  if (!cookies) {
    cookies = signUp(page, as).then(() => page.context().cookies());
    sessions.set(key, cookies);
  } else await page.context().addCookies(await cookies);
  await cookies;
}

async function signUp(page: Page, as: Exclude<Visitor, 'anonymous'>) {
  // en and fr run side by side: when both create the admin account at once, one sign-up loses
  // the race (422) and signing in again finds the account the other created.
  if (as === 'admin') return signInAsAdmin(page).catch(() => signInAsAdmin(page));
  const { email } = await signUpViaApi(page);
  if (as === 'elite') await givePlan(email, 'elite');
}

const GEOMETRY = '__scoutBoxGeometry';

/**
 * Puts the functions of src/client/lib/box-geometry.ts in the page (from their source: they are
 * self-contained), so that the check below measures boxes exactly as the chat button does.
 */
function installBoxGeometry(page: Page) {
  return page.evaluate(
    `globalThis.${GEOMETRY} = { visibleRect: ${BoxGeometry.visibleRect}, paintsBox: ${BoxGeometry.paintsBox} }`,
  );
}

/**
 * Scrolls the page drawn at the current width from the top to its end, a step at a time, and says
 * what is wrong with the layout at each position (empty when nothing is). One call into the page per
 * width: each step waits two frames (the chat button steps aside in the frame after a scroll) but
 * no round trip to the test.
 */
async function scrollAndCheck(page: Page) {
  await installBoxGeometry(page);
  return page.evaluate(
    async ({ scrollStep, GEOMETRY }) => {
      const twoFrames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      // Content that mounts as it scrolls into view (a lazy panel, a query's answer) changes the page
      // after the frames waited: wait until two frames pass without a change (the chat button looks
      // again in the frame after one), at most 30 times.
      let changed = false;
      new MutationObserver(() => {
        changed = true;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
      const nextFrames = async () => {
        for (let i = 0; i < 30; i++) {
          changed = false;
          await twoFrames();
          if (!changed) return;
        }
      };
      const layoutProblems = () => {
        const problems: string[] = [];
        const root = document.documentElement;
        const describe = (el: Element) =>
          `<${el.tagName.toLowerCase()} class="${el.getAttribute('class')?.slice(0, 60) ?? ''}"> "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
        if (root.scrollWidth > root.clientWidth) {
          // Name the widest elements that stick out (not those inside a box that scrolls sideways).
          const scrolls = (el: Element) =>
            ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(el).overflowX);
          const out = [...document.body.querySelectorAll('*')].filter((el) => {
            if (el.getBoundingClientRect().right <= root.clientWidth + 0.5) return false;
            for (let a = el.parentElement; a && a !== document.body; a = a.parentElement)
              if (scrolls(a)) return false;
            return ![...el.children].some((c) => c.getBoundingClientRect().right > root.clientWidth + 0.5);
          });
          problems.push(
            `the page is ${root.scrollWidth} px wide: ${out.slice(0, 3).map(describe).join(', ')}`,
          );
        }
        // A point inside a scrolling or clipping box but outside its visible part is reached by
        // scrolling that box: not covered.
        const clippedAway = (el: Element, x: number, y: number) => {
          for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
            const s = getComputedStyle(a);
            if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
            const r = a.getBoundingClientRect();
            if (x < r.left || x > r.right || y < r.top || y > r.bottom) return true;
          }
          return false;
        };
        const header = document.querySelector('header');
        const headerBottom = header?.getBoundingClientRect().bottom ?? 0;
        const interactive = document.querySelectorAll(
          'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=switch], [role=checkbox]',
        );
        for (const el of interactive) {
          if (el.closest('[inert], [aria-hidden=true]')) continue;
          const r = el.getBoundingClientRect();
          if (r.width <= 1 || r.height <= 1) continue; // not drawn, or visually hidden (sr-only)
          const style = getComputedStyle(el);
          // Not drawn: hidden, or inside a closed <details> (laid out, but neither painted nor hit).
          if (style.visibility === 'hidden' || !el.checkVisibility()) continue;
          if (style.clip.startsWith('rect(0') || style.clipPath === 'inset(50%)') continue; // sr-only
          // The chat button while it steps aside from content (src/client/lib/use-steps-aside.ts): faded
          // out and letting the pointer through, so it is neither seen nor hit.
          if (el.hasAttribute('data-covering')) continue;
          const x = r.left + r.width / 2;
          const y = r.top + r.height / 2;
          if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight || clippedAway(el, x, y)) continue;
          // Under the sticky header while scrolling: it comes out by scrolling back.
          if (!header?.contains(el) && y < headerBottom) continue;
          const hit = document.elementFromPoint(x, y);
          // A floating button (the chat) counts as a cover at every scroll position, not only at the end.
          // The element itself, its content, or (a disabled button lets the pointer through) its box.
          if (!hit || el === hit || el.contains(hit) || hit.contains(el)) continue;
          // A custom checkbox or switch is drawn by its label or a sibling over the real input.
          const labels = (el as HTMLInputElement).labels;
          if (labels && [...labels].some((l) => l.contains(hit))) continue;
          if (
            el instanceof HTMLInputElement &&
            el.parentElement?.contains(hit) &&
            getComputedStyle(el).opacity === '0'
          )
            continue;
          problems.push(`${describe(el)} is covered by ${describe(hit)}`);
        }
        problems.push(...floatingProblems(describe));
        // A drop-down list shows the whole label it is showing; from 768 px on, that of each of its
        // options too (a phone's narrow column can cut a long option the user picks, never the default).
        for (const select of document.querySelectorAll('select')) {
          if (!select.checkVisibility() || select.offsetWidth < 1) continue;
          const s = getComputedStyle(select);
          const context = document.createElement('canvas').getContext('2d');
          if (!context) continue;
          context.font = s.font;
          // Chromium draws the arrow inside the padding box, about 20 px wide.
          const room =
            select.clientWidth - Number.parseFloat(s.paddingLeft) - Number.parseFloat(s.paddingRight) - 20;
          const labels = innerWidth >= 768 ? [...select.options] : [...select.selectedOptions];
          for (const option of labels)
            if (context.measureText(option.text).width > room + 0.5)
              problems.push(
                `${describe(select)} cuts its option "${option.text}" (${Math.round(room)} px of room)`,
              );
        }
        return problems;
      };
      // A floating button (the chat) shown over the page — not stepping aside — must lie on empty
      // page: no text, link, field or picture under any part of it, and no box (a card's border,
      // background or shadow) that it only partly overlaps, such as a card's corner. Checked over every
      // element, independently of how the button decides to step aside (use-steps-aside.ts).
      const floatingButtons = () =>
        [...document.querySelectorAll('button')].filter(
          (b) =>
            getComputedStyle(b).position === 'fixed' &&
            !b.closest('header, [role=dialog]') &&
            b.checkVisibility(),
        );
      const intersects = (a: DOMRect, b: DOMRect) =>
        a.right > b.left + 0.5 && a.left < b.right - 0.5 && a.bottom > b.top + 0.5 && a.top < b.bottom - 0.5;
      // The same geometry as the chat button's step-aside (src/client/lib/box-geometry.ts), put in
      // the page by installBoxGeometry.
      const { visibleRect, paintsBox } = (globalThis as unknown as Record<string, typeof BoxGeometry>)[
        GEOMETRY
      ];
      const floatingProblems = (describe: (el: Element) => string) => {
        const problems: string[] = [];
        for (const button of floatingButtons()) {
          if (button.hasAttribute('data-covering')) continue;
          const f = button.getBoundingClientRect();
          for (const el of document.body.querySelectorAll('*')) {
            // Its box first (one layout read): the part of an element that is drawn lies inside its
            // box, so a box away from the button needs none of the style reads below — on a long page
            // (the API reference: thousands of elements, each walking its ancestors in visibleRect) they
            // made one width take minutes on a loaded CI machine.
            if (!intersects(el.getBoundingClientRect(), f)) continue;
            if (button.contains(el) || el.contains(button) || !el.checkVisibility()) continue;
            const style = getComputedStyle(el);
            if (style.visibility === 'hidden' || style.position === 'fixed') continue;
            const r = visibleRect(el);
            if (r.width < 1 || r.height < 1 || !intersects(r, f)) continue;
            const ownText = [...el.childNodes].some((n) => {
              if (n.nodeType !== Node.TEXT_NODE || !n.textContent?.trim()) return false;
              const range = document.createRange();
              range.selectNodeContents(n);
              return [...range.getClientRects()].some((t) => intersects(t, f));
            });
            if (ownText || el.matches('a[href], button, input, select, textarea, img, svg, canvas, video'))
              problems.push(`the chat button covers ${describe(el)}`);
            else if (
              paintsBox(style) &&
              !(r.left <= f.left && r.top <= f.top && r.right >= f.right && r.bottom >= f.bottom)
            )
              problems.push(`the chat button covers the edge of ${describe(el)}`);
          }
        }
        return problems;
      };
      const problems: string[] = [];
      window.scrollTo(0, 0);
      await nextFrames();
      for (let step = 0; step < 40; step++) {
        const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
        problems.push(...layoutProblems());
        if (atEnd) {
          // At the end of the page the footer leaves the button room: there it is always shown.
          for (const button of floatingButtons())
            if (button.hasAttribute('data-covering'))
              problems.push(`the chat button has no room at the end of the page`);
          break;
        }
        window.scrollBy(0, scrollStep);
        await nextFrames();
      }
      return problems;
    },
    { scrollStep: SCROLL_STEP, GEOMETRY },
  );
}

// The whole test, the browser context's set-up included (45 s was not enough for that at load 24).
test.describe.configure({ timeout: 180_000 });

for (const { path, as } of PAGES) {
  for (const lang of LANGUAGES) {
    test(`${path} (${as}, ${lang}) fits from 320 to 1440 px with nothing covered`, async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('scout.lang', l), lang);
      await signIn(page, as, lang);
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
      await page.goto(path);
      await expect(page.locator('main h1, main h2').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const problems: string[] = [];
      for (const width of WIDTHS) {
        // A phone-to-desktop window, scrolled from the top to the end of the page.
        await page.setViewportSize({ width, height: VIEW_HEIGHT });
        for (const p of await scrollAndCheck(page)) problems.push(`${width} px: ${p}`);
      }
      const unique = [...new Set(problems)];
      expect(unique).toEqual([]);
    });
  }
}
