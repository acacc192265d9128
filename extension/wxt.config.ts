import { readFileSync } from 'node:fs';
import { defineConfig } from 'wxt';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

// Scout for the browser (docs/extension.md, ADR 070). `npm run build:extension` builds and zips it
// for Chromium (Manifest V3) and Firefox.
export default defineConfig({
  srcDir: '.',
  imports: false,
  outDir: '../dist/extension',
  zip: { artifactTemplate: 'scout-extension-{{version}}-{{browser}}.zip', zipSources: false },
  manifest: ({ browser }) => ({
    name: '__MSG_extName__',
    version,
    description: '__MSG_extDescription__',
    default_locale: 'en',
    permissions: ['storage', 'alarms'],
    // The seller's own Scout address is asked for at run time (settings), for that origin only.
    ...(browser === 'firefox'
      ? { optional_permissions: ['http://*/*', 'https://*/*'] }
      : { optional_host_permissions: ['http://*/*', 'https://*/*'] }),
    action: { default_title: '__MSG_extName__' },
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: 'scout-extension@scout.invalid',
              strict_min_version: '115.0',
              // Page contents go to the seller's own Scout (docs/extension.md).
              data_collection_permissions: { required: ['websiteContent'] },
            },
          },
        }
      : {}),
  }),
  vite: () => ({
    resolve: { alias: { '#domain': new URL('../src/domain', import.meta.url).pathname } },
    build: { minify: true, sourcemap: false },
  }),
});
