import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:image`: Scout's container image and compose file, built and run with podman (ADR 155).
 * Not part of `npm test` (minutes of building); `.ci/run` runs it after. One file at a time: they
 * share the images built by the global setup, and the machine's two cores.
 */
export default defineConfig({
  test: {
    name: 'image',
    root: path.resolve(import.meta.dirname, '../..'),
    include: ['tests/image/**/*.image.test.ts'],
    globalSetup: ['tests/image/global-setup.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
