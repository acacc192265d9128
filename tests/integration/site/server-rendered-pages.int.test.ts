import { describe, expect, it } from 'vitest';
import { ensureClientBuild } from '#scripts/client-build.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

// Public pages are rendered on the server for each request (ADR 111, 187): with the data of the
// moment, in the visitor's language, and for a signed-in seller with their own header and plan.
ensureClientBuild();
const ctx = await createTestContext({ CLIENT_DIST_DIR: 'dist/client', SITE_SELLER_COUNT: '' });

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await ctx.app.request(path, { headers: { 'accept-language': 'en', ...headers } });
  expect(res.status).toBe(200);
  const html = await res.text();
  return {
    html,
    // The markup, without the state the browser hydrates it with.
    markup: html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="scout-state"')),
    sellers: html.match(/(\d+)\s(?:seller|vendeur)/)?.[1],
    cacheControl: res.headers.get('cache-control'),
  };
}

describe('public pages rendered on the server', () => {
  it('show the data of the moment, in the visitor’s language', async () => {
    await ctx.signUp();
    expect((await page('/')).sellers).toBe('1');
    await ctx.signUp();
    expect((await page('/')).sellers).toBe('2');
    const french = await page('/', { 'accept-language': 'fr' });
    expect(french.html).toContain('<html lang="fr">');
    expect(french.sellers).toBe('2');
  });

  it('show a signed-in seller their own header and plan, kept by no shared cache', async () => {
    const seller = await ctx.signUp();
    const visitor = await page('/pricing');
    expect(visitor.markup).toContain('>Sign in<');
    expect(visitor.markup).not.toContain('>Current plan<');
    expect(visitor.cacheControl).toBe('no-cache');

    const signedIn = await page('/pricing', { cookie: seller.cookieHeader });
    expect(signedIn.markup).not.toContain('>Sign in<');
    expect(signedIn.markup).toContain('>Sign out<');
    expect(signedIn.markup).toContain('>Dashboard<');
    expect(signedIn.markup).toContain('>Current plan<'); // the free plan's card
    expect(signedIn.html).toContain(seller.email); // the session the browser hydrates with
    expect(signedIn.cacheControl).toBe('private, no-cache');

    // The next visitor is not served the seller's page.
    expect((await page('/pricing')).markup).not.toContain('>Sign out<');
  });

  it('render a session cookie that is no longer valid as a visitor’s page', async () => {
    const stale = await page('/', { cookie: 'scout.session_token=anything' });
    expect(stale.markup).toContain('>Sign in<');
    expect(stale.markup).not.toContain('>Sign out<');
  });
});
