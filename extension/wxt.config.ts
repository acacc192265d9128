import { readFileSync } from 'node:fs';
import { defineConfig } from 'wxt';
import { inertContractSchemas } from '../scripts/inert-contract-schemas.ts';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

// Scout for the browser (docs/extension.md, ADR 070). `npm run build:extension` builds and zips it
// for Chromium (Manifest V3) and Firefox.
//
// SCOUT_EXTENSION_E2E=1 builds the end-to-end test's variant into dist/extension-e2e: the same code
// with access to http://localhost (any port) granted at install, because a headless browser cannot
// click the "allow access to <Scout address>" prompt (tests/e2e/extension-journey.spec.ts).
const e2e = process.env.SCOUT_EXTENSION_E2E === '1';
export default defineConfig({
  srcDir: '.',
  imports: false,
  outDir: e2e ? '../dist/extension-e2e' : '../dist/extension',
  zip: { artifactTemplate: 'scout-extension-{{version}}-{{browser}}.zip', zipSources: false },
  manifest: ({ browser }) => ({
    name: '__MSG_extName__',
    version,
    description: '__MSG_extDescription__',
    default_locale: 'en',
    permissions: ['storage', 'alarms'],
    ...(e2e ? { host_permissions: ['http://localhost/*'] } : {}),
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
    // The background calls Scout through the contracts' endpoints (ADR 172) but validates nothing
    // with their schemas (the server does): zod stays out of the bundle, as in the web client's.
    plugins: [inertContractSchemas()],
    resolve: { alias: { '#domain': new URL('../src/domain', import.meta.url).pathname } },
    build: { minify: true, sourcemap: false },
  }),
});
