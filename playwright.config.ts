import { defineConfig } from '@playwright/test';

// One server for the whole run, started by tests/e2e/global-setup.ts on this port. The port is
// chosen once here; workers inherit it through the environment.
process.env.SCOUT_E2E_PORT ??= String(20000 + Math.floor((Date.now() / 7) % 20000));
const baseURL = `http://localhost:${process.env.SCOUT_E2E_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
