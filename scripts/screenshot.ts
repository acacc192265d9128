// Development aid: a full-page screenshot of a running Scout, optionally signed in.
// node scripts/screenshot.ts <url> <out.png> [--width 1280] [--height 900] [--user email[:password]] [--lang fr-FR]
//   --user signs in (or signs up) that account first through the auth API.
import { chromium as playwright } from 'playwright-core';
import { chromiumLaunchOptions } from './chromium.ts';

const [url, out, ...rest] = process.argv.slice(2);
if (!url || !out) {
  console.error(
    'usage: node scripts/screenshot.ts <url> <out.png> [--width N] [--height N] [--user email[:pw]] [--lang xx-XX]',
  );
  process.exit(1);
}
const opt = (name: string) => {
  const i = rest.indexOf(`--${name}`);
  return i >= 0 ? rest[i + 1] : undefined;
};
const browser = await playwright.launch(await chromiumLaunchOptions());
const context = await browser.newContext({
  viewport: { width: Number(opt('width') ?? 1280), height: Number(opt('height') ?? 900) },
  locale: opt('lang') ?? 'en-US',
});
const page = await context.newPage();
const origin = new URL(url).origin;
const user = opt('user');
if (user) {
  const [email, password = 'correct-horse-9'] = user.split(':');
  const headers = { origin };
  const signIn = await page.request.post(`${origin}/api/auth/sign-in/email`, {
    data: { email, password },
    headers,
  });
  if (!signIn.ok()) {
    const signUp = await page.request.post(`${origin}/api/auth/sign-up/email`, {
      data: { name: email.split('@')[0], email, password },
      headers,
    });
    if (!signUp.ok()) console.error(`could not sign in or up: ${signUp.status()} ${await signUp.text()}`);
  }
}
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(400);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
console.log(`saved ${out}`);
