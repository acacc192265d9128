import { describe, expect, it } from 'vitest';
import { ensureClientBuild } from '#scripts/client-build.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

// The server renderer remembers a public page per language and gives it again while the data it
// was rendered from is unchanged (src/client/rendered-pages.ts): a new seller → a new page.
ensureClientBuild();
const ctx = await createTestContext({ CLIENT_DIST_DIR: 'dist/client', SITE_SELLER_COUNT: '' });

async function landing(language = 'en') {
  const res = await ctx.app.request('/', { headers: { 'accept-language': language } });
  expect(res.status).toBe(200);
  const html = await res.text();
  return {
    html,
    // The markup; the state after it carries the time each answer was read, fresh on every request.
    markup: html.slice(0, html.indexOf('<script id="scout-state"')),
    sellers: html.match(/(\d+)\s(?:seller|vendeur)/)?.[1],
    how: res.headers.get('server-timing')?.match(/desc="(\w+)"/)?.[1],
  };
}

describe('public pages rendered on the server', () => {
  it('are rendered again when their data changes, and only then, per language', async () => {
    await ctx.signUp();
    const first = await landing();
    expect(first.sellers).toBe('1');
    const again = await landing();
    expect(again.how).toBe('remembered');
    expect(again.markup).toBe(first.markup);

    await ctx.signUp();
    const changed = await landing();
    expect(changed.how).toBe('rendered');
    expect(changed.sellers).toBe('2');
    expect((await landing()).how).toBe('remembered');

    const french = await landing('fr');
    expect(french.how).toBe('rendered');
    expect(french.html).toContain('<html lang="fr">');
    expect(french.sellers).toBe('2');
    expect((await landing('fr')).how).toBe('remembered');
  });

  it('pages without data are remembered as they are', async () => {
    const get = () => ctx.app.request('/terms', { headers: { 'accept-language': 'en' } });
    await get();
    const res = await get();
    expect(res.headers.get('server-timing')).toContain('desc="remembered"');
    expect(await res.text()).toContain('<main');
  });
});
