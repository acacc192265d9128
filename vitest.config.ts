import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { COMPILE_CACHE_ENV } from './tests/helpers/compile-cache.ts';
import { E2E_GATE_ENV, E2eGateReporter } from './tests/helpers/e2e-gate.ts';

// The test workers (and the processes they start with process.env) reuse Node's compiled code.
process.env.NODE_COMPILE_CACHE = COMPILE_CACHE_ENV.NODE_COMPILE_CACHE;
// Vitest's default is one worker less than the cores: one worker on a 2-core machine (CI). The
// integration files spend much of their time waiting on PostgreSQL, so two share 2 cores well
// (the suite's wall time: docs/benchmarks.md, test-suite).
const timings = process.env.SCOUT_TEST_TIMINGS;
const maxWorkers = Math.max(2, os.availableParallelism() - 1);

/**
 * unit: pure code (domain, client helpers, server code with no database) — `*.test.ts(x)`.
 * integration: through HTTP on a real PostgreSQL — `*.int.test.ts`; one migrated template database
 * per run, one fresh copy per test file (tests/helpers/test-app.ts).
 */
export default defineConfig({
  test: {
    maxWorkers,
    // In `npm test`, the end-to-end tests start as a worker runs out of files (tests/helpers/e2e-gate.ts);
    // SCOUT_TEST_TIMINGS=<folder>: each file's time in <folder>/vitest.json too, to rank the files.
    reporters: [
      'default',
      ...(process.env[E2E_GATE_ENV] ? [new E2eGateReporter(maxWorkers)] : []),
      ...(timings
        ? [['json', { outputFile: path.join(timings, 'vitest.json') }] as ['json', { outputFile: string }]]
        : []),
    ],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', 'node_modules/**'],
          environment: 'node',
          // Files share a worker's module cache, as the integration files do: the project's CPU
          // 47.6 → 21.6 s (importing each file's modules anew was most of it); green in three
          // shuffled orders (--sequence.shuffle.files). A test must not leave module state behind.
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['src/**/*.int.test.ts', 'tests/integration/**/*.int.test.ts'],
          globalSetup: ['tests/helpers/database-global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Files share a worker's module cache: each one still gets its own database (createTestContext).
          isolate: false,
        },
      },
    ],
  },
});
