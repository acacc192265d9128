import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from './scripts/chromium.ts';
const origin = 'http://localhost:35826';
const OUT = '/tmp/account-shots-8';
const browser = await chromium.launch(await chromiumLaunchOptions());
async function session(email, lang, plan) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 900 }, locale: lang === 'fr' ? 'fr-FR' : 'en-US' });
  await context.addCookies([{ name: 'scout.lang', value: lang, url: origin }]);
  const page = await context.newPage();
  if (email) {
    const headers = { origin };
    const r = await page.request.post(origin + '/api/auth/sign-in/email', { data: { email, password: 'correct-horse-9' }, headers });
    if (!r.ok()) await page.request.post(origin + '/api/auth/sign-up/email', { data: { name: email.split('@')[0], email, password: 'correct-horse-9' }, headers });
    if (plan) {
      const usage = await (await page.request.get(origin + '/api/usage')).json();
      if (usage.plan !== plan) {
        const s = await page.request.post(origin + '/api/billing/checkout', { data: { plan, acceptTerms: true }, headers });
        const { checkoutId } = await s.json();
        await page.request.post(origin + '/api/billing/test-checkout/' + checkoutId + '/confirm', { headers });
      }
    }
  }
  return { context, page };
}
const jobs = JSON.parse(process.argv[2]);
for (const { email, plan, tag, paths } of jobs) for (const lang of ['en', 'fr']) {
  const { context, page } = await session(email, lang, plan);
  for (const [name, path] of paths) for (const width of [390]) {
    await page.setViewportSize({ width, height: 900 });
    try {
      await page.goto(origin + path, { waitUntil: 'networkidle', timeout: 60000 });
      await page.mouse.move(5, 5);
      await page.waitForTimeout(1200);
      const file = OUT + '/' + name + (tag ? '-' + tag : '') + '-' + width + '-' + lang + '.png';
      const h = await page.evaluate(() => document.documentElement.scrollHeight); for (let y = 0, i = 0; y < h && i < 6; y += 900, i++) { await page.evaluate((y) => scrollTo(0, y), y); await page.waitForTimeout(700); await page.screenshot({ path: file.replace('.png', '-part' + i + '.png') }); }
      console.log('saved', file);
    } catch (e) { console.log('FAILED', name, width, lang, e.message.slice(0, 100)); }
  }
  await context.close();
}
await browser.close();
